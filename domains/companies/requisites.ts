/**
 * Checksums of Russian requisites: ИНН (10 and 12 digits), КПП (format), ОГРН (13) and ОГРНИП (15),
 * БИК (9 digits) and the control key of settlement and correspondent accounts against the БИК
 * (weights 7, 1, 3). Pure functions: each answers null when the value is right, else the Russian
 * text of what is wrong, so the API and the page say the same.
 */

const digits = (value: string) => [...value].map(Number);

function weighted(values: number[], weights: number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * values[i]!, 0);
}

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** Whether an ИНН's control digits are right (10 digits: a legal entity; 12: a person or a sole proprietor). */
export function innChecksumOk(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) {
    const d = digits(inn);
    return (weighted(d, INN10) % 11) % 10 === d[9];
  }
  if (/^\d{12}$/.test(inn)) {
    const d = digits(inn);
    return (weighted(d, INN12_11) % 11) % 10 === d[10] && (weighted(d, INN12_12) % 11) % 10 === d[11];
  }
  return false;
}

export function innError(inn: string, kind: 'any' | 'legal' | 'person' = 'any'): string | null {
  if (!/^\d+$/.test(inn)) return 'ИНН состоит только из цифр';
  if (kind === 'legal' && inn.length !== 10) return 'ИНН организации — 10 цифр';
  if (kind === 'person' && inn.length !== 12) return 'ИНН физического лица или ИП — 12 цифр';
  if (inn.length !== 10 && inn.length !== 12) return 'ИНН — 10 цифр у организации или 12 у ИП и физического лица';
  if (/^0+$/.test(inn) || !innChecksumOk(inn)) return 'Неверный ИНН: не сходится контрольное число';
  return null;
}

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export function kppError(kpp: string): string | null {
  if (!/^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp)) return 'Неверный КПП: 9 знаков, например 770401001';
  return null;
}

/** ОГРН (13 digits: remainder of the first 12 by 11) or ОГРНИП (15: of the first 14 by 13), last digit of it. */
export function ogrnChecksumOk(ogrn: string): boolean {
  if (/^\d{13}$/.test(ogrn)) return Number((BigInt(ogrn.slice(0, 12)) % 11n) % 10n) === Number(ogrn[12]);
  if (/^\d{15}$/.test(ogrn)) return Number((BigInt(ogrn.slice(0, 14)) % 13n) % 10n) === Number(ogrn[14]);
  return false;
}

export function ogrnError(ogrn: string, kind: 'any' | 'legal' | 'person' = 'any'): string | null {
  if (!/^\d+$/.test(ogrn)) return 'ОГРН состоит только из цифр';
  if (kind === 'legal' && ogrn.length !== 13) return 'ОГРН организации — 13 цифр';
  if (kind === 'person' && ogrn.length !== 15) return 'ОГРНИП — 15 цифр';
  if (ogrn.length !== 13 && ogrn.length !== 15) return 'ОГРН — 13 цифр, ОГРНИП — 15 цифр';
  if (!ogrnChecksumOk(ogrn)) return `Неверный ${ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'}: не сходится контрольное число`;
  return null;
}

/** БИК of a Russian bank: 9 digits starting with 04 (the Bank of Russia's country code). */
export function bikError(bik: string): string | null {
  if (!/^\d{9}$/.test(bik)) return 'Неверный БИК: 9 цифр';
  if (!bik.startsWith('04')) return 'Неверный БИК: российский БИК начинается с 04';
  return null;
}

const ACCOUNT_WEIGHTS = Array.from({ length: 23 }, (_, i) => [7, 1, 3][i % 3]!);

/** The control key over 23 digits: Σ digit × (7, 1, 3, …) ends in 0. */
function accountKeyOk(key23: string): boolean {
  return weighted(digits(key23), ACCOUNT_WEIGHTS) % 10 === 0;
}

/** A settlement account (расчётный счёт) checked with the last three digits of the БИК. */
export function settlementAccountOk(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && accountKeyOk(bik.slice(-3) + account);
}

/** A correspondent account (корр. счёт) checked with "0" and digits 5–6 of the БИК. */
export function correspondentAccountOk(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && accountKeyOk(`0${bik.slice(4, 6)}${account}`);
}

export function settlementAccountError(account: string, bik: string | null): string | null {
  if (!/^\d{20}$/.test(account)) return 'Расчётный счёт — 20 цифр';
  if (!bik) return 'Укажите БИК банка: счёт проверяется по нему';
  if (!settlementAccountOk(account, bik)) return 'Неверный расчётный счёт: не сходится контрольный ключ с БИК';
  return null;
}

export function correspondentAccountError(account: string, bik: string | null): string | null {
  if (!/^\d{20}$/.test(account)) return 'Корреспондентский счёт — 20 цифр';
  if (!account.startsWith('301')) return 'Корреспондентский счёт начинается с 301';
  if (!bik) return 'Укажите БИК банка: счёт проверяется по нему';
  if (!correspondentAccountOk(account, bik)) return 'Неверный корреспондентский счёт: не сходится контрольный ключ с БИК';
  return null;
}

/** Sets the control digit (the 9th of 20) of a settlement account so that it passes with this БИК (tests, demo data). */
export function withSettlementKey(account: string, bik: string): string {
  for (let key = 0; key < 10; key++) {
    const candidate = `${account.slice(0, 8)}${key}${account.slice(9)}`;
    if (settlementAccountOk(candidate, bik)) return candidate;
  }
  throw new Error('no control digit fits');
}

export interface RequisitesInput {
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
  bik?: string | null;
  settlement_account?: string | null;
  correspondent_account?: string | null;
}

/**
 * Every requisite's error by field name (empty when all are right). An ИНН of 10 digits is an
 * organisation: its ОГРН has 13 digits; 12 digits is a person or ИП: no КПП, ОГРНИП of 15.
 */
export function requisitesErrors(input: RequisitesInput, options: { person?: boolean } = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (field: string, error: string | null) => {
    if (error) fields[field] = error;
  };
  const inn = input.inn ?? null;
  if (inn) put('inn', innError(inn, options.person ? 'person' : 'any'));
  const personInn = inn?.length === 12;
  if (input.kpp) put('kpp', personInn ? 'У ИП и физического лица нет КПП' : kppError(input.kpp));
  if (input.ogrn) put('ogrn', ogrnError(input.ogrn, inn ? (personInn ? 'person' : 'legal') : 'any'));
  if (input.bik) put('bik', bikError(input.bik));
  const bik = input.bik && !fields.bik ? input.bik : null;
  if (input.settlement_account) put('settlement_account', settlementAccountError(input.settlement_account, bik));
  if (input.correspondent_account) put('correspondent_account', correspondentAccountError(input.correspondent_account, bik));
  if ((input.settlement_account || input.correspondent_account) && !input.bik) put('bik', 'Укажите БИК банка');
  return fields;
}
