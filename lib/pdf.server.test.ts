import { describe, expect, it } from 'vitest';
import { createPdfDocument } from './pdf.server';

describe('createPdfDocument', () => {
  it('embeds the Cyrillic fonts under the names regular and bold and resolves the bytes after end()', async () => {
    const { doc, bytes } = createPdfDocument({ size: 'A4', margin: 56 });
    doc.font('bold').text('Договор');
    doc.font('regular').text('Счёт на оплату');
    doc.end();
    const pdf = await bytes;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/DejaVuSans-Bold/);
    expect(pdf.toString('latin1')).toMatch(/DejaVuSans(?!-)/);
  });
});
