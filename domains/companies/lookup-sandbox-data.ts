import type { BankInfo, PartyInfo } from './lookup';

const legal = (p: Omit<PartyInfo, 'type' | 'status' | 'full_name'> & { full_name?: string }): PartyInfo => ({
  type: 'LEGAL',
  status: 'ACTIVE',
  full_name: p.full_name ?? null,
  ...p,
});

/**
 * Well-known Russian companies as the public register shows them (ИНН, КПП, ОГРН, legal address):
 * the sandbox finds these by ИНН. Their checksums are tested (requisites.test.ts).
 */
export const SANDBOX_PARTIES: readonly PartyInfo[] = [
  legal({
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    name: 'ПАО Сбербанк',
    full_name: 'Публичное акционерное общество «Сбербанк России»',
    legal_address: '117312, г. Москва, ул. Вавилова, д. 19',
    director: 'Греф Герман Оскарович',
    director_post: 'Президент, Председатель Правления',
  }),
  legal({
    inn: '7736207543',
    kpp: '770401001',
    ogrn: '1027700229193',
    name: 'ООО «Яндекс»',
    full_name: 'Общество с ограниченной ответственностью «Яндекс»',
    legal_address: '119021, г. Москва, ул. Льва Толстого, д. 16',
    director: null,
    director_post: null,
  }),
  legal({
    inn: '7736050003',
    kpp: '997250001',
    ogrn: '1027700070518',
    name: 'ПАО «Газпром»',
    full_name: 'Публичное акционерное общество «Газпром»',
    legal_address: '197229, г. Санкт-Петербург, пр-кт Лахтинский, д. 2, к. 3, стр. 1',
    director: 'Миллер Алексей Борисович',
    director_post: 'Председатель Правления',
  }),
  legal({
    inn: '7712040126',
    kpp: '770401001',
    ogrn: '1027700092661',
    name: 'ПАО «Аэрофлот»',
    full_name: 'Публичное акционерное общество «Аэрофлот — российские авиалинии»',
    legal_address: '119019, г. Москва, ул. Арбат, д. 1',
    director: 'Александровский Сергей Владимирович',
    director_post: 'Генеральный директор',
  }),
  legal({
    inn: '7710140679',
    kpp: '771301001',
    ogrn: '1027739642281',
    name: 'АО «ТБанк»',
    legal_address: '127287, г. Москва, ул. Хуторская 2-я, д. 38А, стр. 26',
    director: null,
    director_post: null,
  }),
  legal({
    inn: '7702070139',
    kpp: '784201001',
    ogrn: '1027739609391',
    name: 'Банк ВТБ (ПАО)',
    legal_address: '191144, г. Санкт-Петербург, пер. Дегтярный, д. 11, лит. А',
    director: 'Костин Андрей Леонидович',
    director_post: 'Президент — Председатель Правления',
  }),
  legal({
    inn: '7728168971',
    kpp: '770801001',
    ogrn: '1027700067328',
    name: 'АО «Альфа-Банк»',
    legal_address: '107078, г. Москва, ул. Каланчёвская, д. 27',
    director: null,
    director_post: null,
  }),
  legal({
    inn: '7740000076',
    kpp: '770901001',
    ogrn: '1027700149124',
    name: 'ПАО «МТС»',
    full_name: 'Публичное акционерное общество «Мобильные ТелеСистемы»',
    legal_address: '109147, г. Москва, ул. Марксистская, д. 4',
    director: null,
    director_post: null,
  }),
  legal({
    inn: '7707049388',
    kpp: '784001001',
    ogrn: '1027700198767',
    name: 'ПАО «Ростелеком»',
    legal_address: '191167, г. Санкт-Петербург, Синопская наб., д. 14, лит. А',
    director: 'Осеевский Михаил Эдуардович',
    director_post: 'Президент',
  }),
  legal({
    inn: '7708503727',
    kpp: '770801001',
    ogrn: '1037739877295',
    name: 'ОАО «РЖД»',
    full_name: 'Открытое акционерное общество «Российские железные дороги»',
    legal_address: '107174, г. Москва, ул. Новая Басманная, д. 2/1, стр. 1',
    director: 'Белозёров Олег Валентинович',
    director_post: 'Генеральный директор — Председатель Правления',
  }),
  legal({
    inn: '7724490000',
    kpp: '772401001',
    ogrn: '1197746000000',
    name: 'АО «Почта России»',
    legal_address: 'г. Москва, Варшавское ш., д. 37',
    director: null,
    director_post: null,
  }),
];

/** Big banks as the Bank of Russia's directory shows them: БИК and correspondent account. */
export const SANDBOX_BANKS: readonly BankInfo[] = [
  { bik: '044525225', name: 'ПАО Сбербанк', correspondent_account: '30101810400000000225', address: 'г. Москва' },
  {
    bik: '044030653',
    name: 'Северо-Западный банк ПАО Сбербанк',
    correspondent_account: '30101810500000000653',
    address: 'г. Санкт-Петербург',
  },
  { bik: '044525974', name: 'АО «ТБанк»', correspondent_account: '30101810145250000974', address: 'г. Москва' },
  { bik: '044525187', name: 'Банк ВТБ (ПАО)', correspondent_account: '30101810700000000187', address: 'г. Москва' },
  { bik: '044525593', name: 'АО «Альфа-Банк»', correspondent_account: '30101810200000000593', address: 'г. Москва' },
  { bik: '044525823', name: 'Банк ГПБ (АО)', correspondent_account: '30101810200000000823', address: 'г. Москва' },
  { bik: '044525700', name: 'АО «Райффайзенбанк»', correspondent_account: '30101810200000000700', address: 'г. Москва' },
  { bik: '044525555', name: 'ПАО «Промсвязьбанк»', correspondent_account: '30101810400000000555', address: 'г. Москва' },
  { bik: '044525256', name: 'ПАО Росбанк', correspondent_account: '30101810000000000256', address: 'г. Москва' },
];
