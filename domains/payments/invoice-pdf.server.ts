import { createPdfDocument } from '../../lib/pdf.server';
import { formatRub } from '../../lib/format/money';
import type { DocumentSection } from './document-text';
import { actSections, invoiceSections, type ActText, type InvoiceText } from './document-text';

export type InvoicePdfInput = InvoiceText;

/** Draws a one-page document: title, sections of requisites, one line of service with its sum, total, footer. */
function renderDocument(
  meta: { title: string; author: string },
  text: { title: string; sections: DocumentSection[]; total: string; footer: string[] },
  item: { description: string; amount: number },
): Promise<Buffer> {
  const { doc, bytes: done } = createPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: meta.title, Author: meta.author },
    lang: 'ru-RU',
  });
  doc.font('bold').fontSize(16).text(text.title);
  doc.moveDown();
  doc.fontSize(10);
  for (const section of text.sections) {
    doc.font('bold').text(section.heading);
    doc.font('regular');
    for (const line of section.lines) doc.text(line);
    doc.moveDown(0.6);
  }
  doc.moveDown(0.4);
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('bold').text('Наименование', left, top, { width: width - 140 });
  doc.text('Сумма', left + width - 140, top, { width: 140, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke();
  doc.moveDown(0.6);
  const row = doc.y;
  doc.font('regular').text(item.description, left, row, { width: width - 150 });
  const after = doc.y;
  doc.text(formatRub(item.amount), left + width - 140, row, { width: 140, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.moveDown();
  doc.font('bold').text(text.total, left, doc.y, { width, align: 'right' });
  doc.font('regular').text('Без НДС', { width, align: 'right' });
  doc.moveDown();
  for (const line of text.footer) doc.text(line, left, doc.y, { width });
  doc.end();
  return done;
}

/** A one-page invoice (счёт на оплату) with the requisites and bank details of both sides. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  return renderDocument({ title: `Счёт ${input.number}`, author: input.seller.name }, invoiceSections(input), input);
}

/** A closing act (акт оказанных услуг) for one month of an order paid by a company. */
export function renderActPdf(input: ActText): Promise<Buffer> {
  return renderDocument({ title: `Акт ${input.number}`, author: input.seller.name }, actSections(input), input);
}
