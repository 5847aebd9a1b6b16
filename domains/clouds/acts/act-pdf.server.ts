import { formatDate } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { createPdfDocument } from '../../../lib/pdf.server';
import { volumeText } from './reprice';

export interface CloudActPdfInput {
  number: string;
  date: Date;
  acceptedAt: Date | null;
  state: string;
  client: string;
  orderId: number;
  bookedLiters: number;
  measuredLiters: number;
  /** Null until the client accepts the act. */
  difference: number | null;
  reason: string;
  items: Array<{ title: string; description: string | null; photos: Buffer[] }>;
}

const stateTitles: Record<string, string> = {
  awaiting_client: 'ожидает подтверждения клиентом',
  accepted: 'подтверждён клиентом',
  disputed: 'клиент оспорил',
};

const PHOTO = 110;

/** The act of a drop-off: the items with their photos (embedded), the booked and measured volumes, the price difference. */
export function renderCloudActPdf(input: CloudActPdfInput): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Акт приёма вещей № ${input.number}`, Author: 'Местечко' },
    lang: 'ru-RU',
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.font('bold').fontSize(16).text(`Акт приёма вещей на хранение № ${input.number}`);
  doc
    .font('regular')
    .fontSize(10)
    .text(`от ${formatDate(input.date)}`);
  doc.moveDown();
  doc.text(`Клиент: ${input.client || '—'}`);
  doc.text(`Заказ: №${input.orderId}`);
  doc.text(`Состояние: ${stateTitles[input.state] ?? input.state}${input.acceptedAt ? ` (${formatDate(input.acceptedAt)})` : ''}`);
  doc.moveDown();

  doc.font('bold').fontSize(11).text('Объём');
  doc.font('regular').fontSize(10);
  doc.text(`Забронировано: ${volumeText(input.bookedLiters)}`);
  doc.text(`По замеру кладовщика: ${volumeText(input.measuredLiters)}`);
  if (input.difference !== null) {
    const diff =
      input.difference > 0
        ? `доплата ${formatRub(input.difference)}`
        : input.difference < 0
          ? `возврат ${formatRub(-input.difference)}`
          : 'нет';
    doc.text(`Разница в цене за остаток оплаченного периода: ${diff}`);
  }
  doc.text(input.reason, { width });
  doc.moveDown();

  doc.font('bold').fontSize(11).text(`Вещи (${input.items.length})`);
  doc.moveDown(0.4);
  input.items.forEach((item, index) => {
    const needed = 40 + (item.photos.length ? PHOTO + 10 : 0);
    if (doc.y + needed > bottom()) doc.addPage();
    doc
      .font('bold')
      .fontSize(10)
      .text(`${index + 1}. ${item.title}`, left, doc.y, { width });
    if (item.description) doc.font('regular').text(item.description, { width });
    if (item.photos.length) {
      const top = doc.y + 4;
      let x = left;
      for (const photo of item.photos) {
        try {
          doc.image(photo, x, top, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
          doc.rect(x, top, PHOTO, PHOTO).lineWidth(0.5).strokeColor('#cccccc').stroke();
          x += PHOTO + 8;
        } catch {
          // A file pdfkit cannot read (not JPEG or PNG) is left out of the document.
        }
      }
      doc.x = left;
      doc.y = top + PHOTO + 8;
    }
    doc.moveDown(0.5);
  });

  if (doc.y + 80 > bottom()) doc.addPage();
  doc.moveDown();
  doc.font('regular').fontSize(10);
  const y = doc.y;
  doc.text('Кладовщик: ____________________', left, y, { width: width / 2 });
  doc.text('Клиент: ____________________', left + width / 2, y, { width: width / 2 });
  doc.end();
  return bytes;
}
