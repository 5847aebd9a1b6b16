import { createPdfDocument } from '../../../lib/pdf.server';
import { formatDate, formatDateTime } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { formatPhone } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { fullName } from './contract.server';
import type { ContractContent } from '../tables';

export interface ContractSignature {
  signedAt: Date;
  phone: string;
  contentHash: string;
}

/** The person's rental contract: parties, cell, period, price, the offer it follows and the signature. */
export function renderContractPdf(content: ContractContent, signature: ContractSignature | null): Promise<Buffer> {
  const { doc, bytes: done } = createPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Договор аренды ячейки № ${content.number}`, Author: siteConfig.legalName },
    lang: 'ru-RU',
  });
  const name = fullName(content) ?? '';

  doc.font('bold').fontSize(15).text(`Договор аренды ячейки № ${content.number}`, { align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`от ${formatDate(content.date)}`, { align: 'center' });
  doc.moveDown();
  doc.fontSize(10.5);
  doc.font('bold').text('Арендодатель');
  doc.font('regular').text(`${siteConfig.legalName}, ИНН ${siteConfig.inn}, ОГРН ${siteConfig.ogrn}, адрес: ${siteConfig.legalAddress}`);
  doc.moveDown(0.5);
  doc.font('bold').text('Арендатор');
  doc.font('regular').text(`${name}, телефон ${formatPhone(content.phone)}`);
  doc.moveDown();

  const periodFrom = content.startsAt ? `: с ${formatDate(content.startsAt)}` : '';
  const periodUntil = content.endsAt ? ` по ${formatDate(new Date(Date.parse(content.endsAt) - 1))}` : '';
  const facts: [string, string][] = [
    ['Склад', `${content.warehouseName}, ${content.warehouseAddress}`],
    ['Ячейка', `№ ${content.cellNumber}, площадь ${String(content.cellArea).replace('.', ',')} м²`],
    ['Срок аренды', `${content.periodTitle}${periodFrom}${periodUntil}`],
    ['Цена', `${formatRub(content.unitPrice)} за период по тарифу`],
    ['Итого к оплате', formatRub(content.total)],
  ];
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  for (const [title, value] of facts) {
    const top = doc.y;
    doc.font('bold').text(title, left, top, { width: 140 });
    const after = doc.y;
    doc.font('regular').text(value, left + 150, top, { width: width - 150 });
    doc.y = Math.max(after, doc.y) + 4;
  }
  doc.moveDown();
  doc
    .font('regular')
    .text(
      `1. Арендодатель предоставляет Арендатору во временное пользование ячейку, указанную выше, на указанный срок, ` +
        `а Арендатор оплачивает её и пользуется ею по правилам склада.`,
      left,
      doc.y,
      { width },
    );
  doc.moveDown(0.4);
  doc.text(
    `2. Во всём, что не сказано в этом договоре, стороны руководствуются условиями публичной оферты аренды ячейки: ${content.offerUrl}. ` +
      `Арендатор с ними ознакомлен и принимает их.`,
    { width },
  );
  doc.moveDown(0.4);
  doc.text('3. Доступ на склад — по личному коду Арендатора, который действует, пока действует аренда.', { width });
  doc.moveDown(0.4);
  doc.text(
    '4. Договор подписывается простой электронной подписью: кодом из SMS, отправленным на телефон Арендатора. ' +
      'Стороны признают такой договор равнозначным договору на бумаге с собственноручной подписью.',
    { width },
  );
  doc.moveDown(1.5);
  if (signature) {
    doc.font('bold').text(`Подписано простой электронной подписью ${formatDateTime(signature.signedAt)} (МСК)`, { width });
    doc
      .font('regular')
      .fontSize(9)
      .text(`Телефон подписанта: ${formatPhone(signature.phone)}`, { width });
    doc.text(`Контрольная сумма документа (SHA-256): ${signature.contentHash}`, { width });
  } else {
    doc.font('bold').text('Не подписан. Подпишите договор кодом из SMS в личном кабинете.', { width });
  }
  doc.end();
  return done;
}
