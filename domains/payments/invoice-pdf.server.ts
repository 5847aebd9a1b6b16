import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { formatDate } from '../../lib/format/dates';
import { formatRub } from '../../lib/format/money';
import { siteConfig } from '../../lib/site-config';

const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  if (!fonts) {
    const candidates = [
      path.resolve(process.cwd(), 'assets/fonts'),
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts'),
    ];
    const dir = candidates.find((d) => existsSync(path.join(d, FONT_FILES.regular)));
    if (!dir) throw new Error('DejaVu fonts not found in assets/fonts');
    fonts = { regular: readFileSync(path.join(dir, FONT_FILES.regular)), bold: readFileSync(path.join(dir, FONT_FILES.bold)) };
  }
  return fonts;
}

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
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Счёт ${input.number}`, Author: siteConfig.legalName },
    lang: 'ru-RU',
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
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
