import { describe, expect, it } from 'vitest';
import { maskNumber, maskSeries, passportDateProblems } from './passport-rules';
import { passportInputSchema } from './schema';

const TODAY = '2026-11-23';
const good = {
  series: '45 12',
  number: '123456',
  issue_date: '2015-03-10',
  issuer_code: '770-001',
  issued_by: 'ОВД района Хамовники г. Москвы',
  birth_date: '1990-05-20',
  birth_place: 'г. Москва',
  registration_address: 'г. Москва, ул. Льва Толстого, д. 16, кв. 1',
};

describe('passport fields', () => {
  it('accept the usual spellings and normalise them', () => {
    const parsed = passportInputSchema.parse({ ...good, issuer_code: '770001' });
    expect(parsed).toMatchObject({ series: '4512', number: '123456', issuer_code: '770-001' });
  });

  it('refuse wrong formats field by field in Russian', () => {
    const result = passportInputSchema.safeParse({
      ...good,
      series: '45A2',
      number: '12345',
      issuer_code: '77-0001',
      issue_date: '2015-02-30',
      issued_by: '  ',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(fields).toMatchObject({
      series: 'Серия — 4 цифры, например 45 12',
      number: 'Номер — 6 цифр',
      issuer_code: 'Код подразделения — 6 цифр в виде 123-456',
      issue_date: 'Такой даты нет в календаре',
      issued_by: 'Укажите кем выдан паспорт',
    });
  });

  it('check the dates against today, the 1997 form and the 14th birthday', () => {
    expect(passportDateProblems(good, TODAY)).toEqual({});
    expect(passportDateProblems({ ...good, issue_date: '2026-11-24' }, TODAY).issue_date).toMatch(/будущем/);
    expect(passportDateProblems({ ...good, issue_date: '1997-06-30', birth_date: '1960-01-01' }, TODAY).issue_date).toMatch(/1997/);
    expect(passportDateProblems({ ...good, issue_date: '1997-07-01', birth_date: '1960-01-01' }, TODAY)).toEqual({});
    expect(passportDateProblems({ ...good, birth_date: '2001-03-11' }, TODAY).issue_date).toMatch(/14 лет/);
    expect(passportDateProblems({ ...good, birth_date: '2001-03-10' }, TODAY)).toEqual({});
    expect(passportDateProblems({ ...good, birth_date: '2027-01-01' }, TODAY).birth_date).toMatch(/прошлом/);
  });

  it('mask series and number', () => {
    expect(maskSeries('4512')).toBe('45 **');
    expect(maskNumber('123456')).toBe('***456');
  });
});
