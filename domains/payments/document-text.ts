import { formatDate } from '../../lib/format/dates';
import { formatRub } from '../../lib/format/money';

/** One side of an invoice or an act: the seller (our company) or the buyer (a company, or a person). */
export interface PartyRequisites {
  name: string;
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
  address?: string | null;
  bankName?: string | null;
  bik?: string | null;
  settlementAccount?: string | null;
  correspondentAccount?: string | null;
}

export interface DocumentSection {
  heading: string;
  lines: string[];
}

/** The requisites of a side as lines: ИНН/КПП, ОГРН, address and the bank details it has. */
export function partyLines(p: PartyRequisites): string[] {
  const lines = [p.name];
  const ids = [
    p.inn ? `ИНН ${p.inn}` : null,
    p.kpp ? `КПП ${p.kpp}` : null,
    p.ogrn ? `${p.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${p.ogrn}` : null,
  ];
  if (ids.some(Boolean)) lines.push(ids.filter(Boolean).join(', '));
  if (p.address) lines.push(`Адрес: ${p.address}`);
  if (p.settlementAccount) lines.push(`Р/с ${p.settlementAccount}`);
  const bank = [p.bankName, p.bik ? `БИК ${p.bik}` : null, p.correspondentAccount ? `к/с ${p.correspondentAccount}` : null].filter(Boolean);
  if (bank.length > 0) lines.push(`Банк: ${bank.join(', ')}`);
  return lines;
}

export interface InvoiceText {
  number: string;
  issuedAt: Date;
  dueAt: Date;
  amount: number;
  description: string;
  orderId: number;
  seller: PartyRequisites;
  buyer: PartyRequisites;
  status: string;
}

/** Everything an invoice says, in order; the PDF draws it (and tests read it). */
export function invoiceSections(input: InvoiceText): { title: string; sections: DocumentSection[]; total: string; footer: string[] } {
  const s = input.seller;
  return {
    title: `Счёт на оплату № ${input.number} от ${formatDate(input.issuedAt)}`,
    sections: [
      {
        heading: 'Получатель платежа',
        lines: [
          `Банк получателя: ${s.bankName ?? '—'}, БИК ${s.bik ?? '—'}, к/с ${s.correspondentAccount ?? '—'}`,
          `Получатель: ${s.name}, ИНН ${s.inn ?? '—'}, КПП ${s.kpp ?? '—'}, р/с ${s.settlementAccount ?? '—'}`,
        ],
      },
      { heading: 'Поставщик', lines: partyLines(s) },
      { heading: 'Покупатель', lines: partyLines(input.buyer) },
      { heading: 'Основание', lines: [`Заказ № ${input.orderId}`] },
    ],
    total: `Итого к оплате: ${formatRub(input.amount)}`,
    footer: [
      `Оплатить до ${formatDate(input.dueAt)}. В назначении платежа укажите номер счёта ${input.number}.`,
      'Счёт можно оплатить и картой в личном кабинете: раздел «Платежи и документы» → «Документы».',
      `Статус: ${input.status}`,
    ],
  };
}

export interface ActText {
  number: string;
  date: Date;
  periodStart: string;
  periodEnd: string;
  amount: number;
  description: string;
  orderId: number;
  seller: PartyRequisites;
  buyer: PartyRequisites;
}

/** Everything a closing act (акт оказанных услуг) says. */
export function actSections(input: ActText): { title: string; sections: DocumentSection[]; total: string; footer: string[] } {
  const period = `с ${formatDate(new Date(`${input.periodStart}T00:00:00Z`))} по ${formatDate(new Date(`${input.periodEnd}T00:00:00Z`))}`;
  return {
    title: `Акт № ${input.number} от ${formatDate(input.date)}`,
    sections: [
      { heading: 'Исполнитель', lines: partyLines(input.seller) },
      { heading: 'Заказчик', lines: partyLines(input.buyer) },
      { heading: 'Основание', lines: [`Заказ № ${input.orderId}`, `Период оказания услуг: ${period}`] },
    ],
    total: `Итого: ${formatRub(input.amount)}`,
    footer: [
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
    ],
  };
}
