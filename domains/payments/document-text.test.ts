import { describe, expect, it } from 'vitest';
import { actSections, invoiceSections } from './document-text';

const seller = {
  name: 'ООО «Местечко»',
  inn: '7700000000',
  kpp: '770401001',
  ogrn: '1207700000000',
  address: 'г. Москва, ул. Тверская, д. 7',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  settlementAccount: '40702810200000000001',
  correspondentAccount: '30101810400000000225',
};
const buyer = {
  name: 'ООО «Яндекс»',
  inn: '7736207543',
  kpp: '770401001',
  ogrn: '1027700229193',
  address: '119021, г. Москва, ул. Льва Толстого, д. 16',
  bankName: 'АО «ТБанк»',
  bik: '044525974',
  settlementAccount: '40702810500000012345',
  correspondentAccount: '30101810145250000974',
};

const all = (text: { title: string; sections: { lines: string[] }[]; total: string; footer: string[] }) =>
  [text.title, ...text.sections.flatMap((s) => s.lines), text.total, ...text.footer].join('\n');

describe('invoice and act text', () => {
  it('an invoice names ИНН/КПП and the bank details of both sides', () => {
    const text = invoiceSections({
      number: 'СЧ-2026-000001',
      issuedAt: new Date('2026-11-23T09:00:00Z'),
      dueAt: new Date('2026-11-26T09:00:00Z'),
      amount: 4500,
      description: 'Аренда ячейки',
      orderId: 7,
      seller,
      buyer,
      status: 'Ожидает оплаты',
    });
    const body = all(text);
    for (const value of ['ИНН 7700000000, КПП 770401001', 'ИНН 7736207543, КПП 770401001, ОГРН 1027700229193'])
      expect(body).toContain(value);
    for (const value of ['Р/с 40702810200000000001', 'БИК 044525225, к/с 30101810400000000225']) expect(body).toContain(value);
    for (const value of ['Р/с 40702810500000012345', 'АО «ТБанк», БИК 044525974, к/с 30101810145250000974']) expect(body).toContain(value);
    expect(text.sections.map((s) => s.heading)).toEqual(['Получатель платежа', 'Поставщик', 'Покупатель', 'Основание']);
    expect(text.total).toMatch(/^Итого к оплате: 4\s500\s₽$/);
  });

  it('a person buyer is named alone; an act states its month', () => {
    const text = actSections({
      number: 'А-202611-000007',
      date: new Date('2026-12-01T00:30:00Z'),
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      amount: 1600,
      description: 'Аренда ячейки',
      orderId: 7,
      seller,
      buyer: { name: 'Иванов Иван' },
    });
    expect(text.sections[1]).toEqual({ heading: 'Заказчик', lines: ['Иванов Иван'] });
    expect(all(text)).toContain('Период оказания услуг: с 01.11.2026 по 30.11.2026');
  });
});
