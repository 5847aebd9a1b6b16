import { describe, expect, it } from 'vitest';

// A dynamic import: app/ code imports server modules statically only as types.
const { documentPdf, renderPdf } = await import('./pdf.server');

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('PDF builder', () => {
  it('builds a multi-page PDF of a long document', async () => {
    const pdf = await documentPdf('home-contract');
    expect(pdf).toBeInstanceOf(Buffer);
    expect(pdf!.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(pdf!)).toBeGreaterThan(1);
  });

  it('caches the PDF per slug', async () => {
    expect(documentPdf('cloud-contract')).toBe(documentPdf('cloud-contract'));
    expect(documentPdf('no-such-document')).toBeUndefined();
  });

  it('lays out headings, paragraphs and lists on one page for a short text', async () => {
    const pdf = await renderPdf('Проверка', '01.11.2026', '## Раздел\n\nАбзац текста.\n\n- пункт\n- ещё пункт\n\n1. первый\n2. второй');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(pdf)).toBe(1);
  });
});
