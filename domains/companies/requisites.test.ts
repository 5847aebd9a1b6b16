import { describe, expect, it } from 'vitest';
import { SANDBOX_BANKS, SANDBOX_PARTIES } from './lookup-sandbox-data';
import {
  bikError,
  correspondentAccountError,
  innError,
  kppError,
  ogrnError,
  requisitesErrors,
  settlementAccountError,
  settlementAccountOk,
  withSettlementKey,
} from './requisites';

describe('ИНН', () => {
  it('takes real ИНН of 10 and 12 digits', () => {
    expect(innError('7707083893')).toBeNull(); // ПАО Сбербанк
    expect(innError('7736207543')).toBeNull(); // ООО «Яндекс»
    expect(innError('500100732259')).toBeNull(); // a 12-digit ИНН with both control digits right
  });

  it('refuses a wrong control digit, the wrong length, letters and zeros with a Russian reason', () => {
    expect(innError('7707083894')).toBe('Неверный ИНН: не сходится контрольное число');
    expect(innError('500100732258')).toBe('Неверный ИНН: не сходится контрольное число');
    expect(innError('500100732249')).toBe('Неверный ИНН: не сходится контрольное число');
    expect(innError('77070838')).toMatch(/10 цифр/);
    expect(innError('77070838ab')).toBe('ИНН состоит только из цифр');
    expect(innError('0000000000')).toBe('Неверный ИНН: не сходится контрольное число');
    expect(innError('7707083893', 'person')).toBe('ИНН физического лица или ИП — 12 цифр');
  });
});

describe('КПП and ОГРН', () => {
  it('checks the КПП format (letters allowed in the reason part)', () => {
    expect(kppError('773601001')).toBeNull();
    expect(kppError('7736AB001')).toBeNull();
    expect(kppError('77360100')).toMatch(/^Неверный КПП/);
    expect(kppError('7736ab001')).toMatch(/^Неверный КПП/);
  });

  it('checks ОГРН (13) and ОГРНИП (15) control digits', () => {
    expect(ogrnError('1027700132195')).toBeNull();
    expect(ogrnError('1027700132196')).toBe('Неверный ОГРН: не сходится контрольное число');
    expect(ogrnError('304500116000157')).toBeNull();
    expect(ogrnError('304500116000158')).toBe('Неверный ОГРНИП: не сходится контрольное число');
    expect(ogrnError('1027700132195', 'person')).toBe('ОГРНИП — 15 цифр');
    expect(ogrnError('10277001')).toMatch(/13 цифр/);
  });
});

describe('БИК and accounts (key 7, 1, 3)', () => {
  it('checks a БИК', () => {
    expect(bikError('044525225')).toBeNull();
    expect(bikError('04452522')).toBe('Неверный БИК: 9 цифр');
    expect(bikError('144525225')).toMatch(/начинается с 04/);
  });

  it('checks a correspondent account against the БИК', () => {
    expect(correspondentAccountError('30101810400000000225', '044525225')).toBeNull();
    expect(correspondentAccountError('30101810400000000226', '044525225')).toMatch(/контрольный ключ/);
    // the right account of a bank in another region does not fit this БИК
    expect(correspondentAccountError('30101810400000000225', '044030653')).toMatch(/контрольный ключ/);
    expect(correspondentAccountError('40702810200000000001', '044525225')).toBe('Корреспондентский счёт начинается с 301');
  });

  it('checks a settlement account against the БИК', () => {
    expect(settlementAccountError('40702810200000000001', '044525225')).toBeNull();
    expect(settlementAccountError('40702810300000000001', '044525225')).toBe('Неверный расчётный счёт: не сходится контрольный ключ с БИК');
    expect(settlementAccountError('4070281020000000000', '044525225')).toBe('Расчётный счёт — 20 цифр');
    expect(settlementAccountError('40702810200000000001', null)).toMatch(/БИК/);
    const fitted = withSettlementKey('40702810000000012345', '044525974');
    expect(settlementAccountOk(fitted, '044525974')).toBe(true);
    expect(settlementAccountOk(fitted, '044525225')).toBe(false);
  });
});

describe('the sandbox register', () => {
  it('holds only requisites whose checksums are right', () => {
    expect(SANDBOX_PARTIES.length).toBeGreaterThanOrEqual(10);
    for (const party of SANDBOX_PARTIES) {
      expect(requisitesErrors({ inn: party.inn, kpp: party.kpp, ogrn: party.ogrn }), party.name).toEqual({});
    }
    for (const bank of SANDBOX_BANKS) {
      expect(bikError(bank.bik), bank.name).toBeNull();
      expect(correspondentAccountError(bank.correspondent_account!, bank.bik), bank.name).toBeNull();
    }
  });
});

describe('requisitesErrors', () => {
  it('names every wrong field at once', () => {
    expect(
      requisitesErrors({
        inn: '7707083894',
        kpp: '12',
        ogrn: '1027700132196',
        bik: '044525225',
        settlement_account: '40702810300000000001',
        correspondent_account: '30101810400000000226',
      }),
    ).toEqual({
      inn: 'Неверный ИНН: не сходится контрольное число',
      kpp: 'Неверный КПП: 9 знаков, например 770401001',
      ogrn: 'Неверный ОГРН: не сходится контрольное число',
      settlement_account: 'Неверный расчётный счёт: не сходится контрольный ключ с БИК',
      correspondent_account: 'Неверный корреспондентский счёт: не сходится контрольный ключ с БИК',
    });
  });

  it('asks for the БИК of an account and refuses a КПП of a person', () => {
    expect(requisitesErrors({ settlement_account: '40702810200000000001' })).toMatchObject({ bik: 'Укажите БИК банка' });
    expect(requisitesErrors({ inn: '500100732259', kpp: '773601001' })).toEqual({ kpp: 'У ИП и физического лица нет КПП' });
    expect(requisitesErrors({ inn: '500100732259', ogrn: '1027700132195' })).toEqual({ ogrn: 'ОГРНИП — 15 цифр' });
  });
});
