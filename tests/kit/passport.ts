/** A passport the rules accept (the series with its space, as people type it). */
export const GOOD_PASSPORT = {
  series: '45 12',
  number: '987654',
  issue_date: '2015-03-10',
  issuer_code: '770-001',
  issued_by: 'ОВД района Хамовники г. Москвы',
  birth_date: '1990-05-20',
  birth_place: 'г. Москва',
  registration_address: 'г. Москва, ул. Льва Толстого, д. 16, кв. 1',
};
