import { createPdfDocument } from '../../lib/pdf.server';
import { formatDate } from '../../lib/format/dates';
import { formatRub } from '../../lib/format/money';
import { siteConfig } from '../../lib/site-config';

export interface InvoicePdfInput {
  number: string;
  issuedAt: Date;
  dueAt: Date;
  amount: number;
  description: string;
  orderId: number;
  payer: string;
  status: string;
}

/** A one-page invoice (счёт на оплату) with the company's requisites. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { doc, bytes: done } = createPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Счёт ${input.number}`, Author: siteConfig.legalName },
    lang: 'ru-RU',
  });

  doc
    .font('bold')
    .fontSize(16)
    .text(`Счёт на оплату № ${input.number} от ${formatDate(input.issuedAt)}`);
  doc.moveDown();
  doc.font('bold').fontSize(11).text('Поставщик');
  doc.font('regular').text(`${siteConfig.legalName}, ИНН ${siteConfig.inn}, ОГРН ${siteConfig.ogrn}`);
  doc.text(`Адрес: ${siteConfig.legalAddress}`);
  doc.text(`E-mail: ${siteConfig.email}`);
  doc.moveDown();
  doc.font('bold').text('Покупатель');
  doc.font('regular').text(input.payer);
  doc.moveDown();
  doc.font('bold').text('Основание');
  doc.font('regular').text(`Заказ № ${input.orderId}`);
  doc.moveDown();

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
  doc.font('regular').text(input.description, left, row, { width: width - 150 });
  const after = doc.y;
  doc.text(formatRub(input.amount), left + width - 140, row, { width: 140, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.moveDown();
  doc.font('bold').text(`Итого к оплате: ${formatRub(input.amount)}`, left, doc.y, { width, align: 'right' });
  doc.font('regular').text('Без НДС', { width, align: 'right' });
  doc.moveDown();
  doc.text(
    `Оплатить до ${formatDate(input.dueAt)}. Счёт можно оплатить картой в личном кабинете: раздел «Платежи» → «Документы».`,
    left,
    doc.y,
    { width },
  );
  doc.moveDown();
  doc.font('bold').text(`Статус: ${input.status}`);
  doc.end();
  return done;
}
