import { useState, type FormEvent } from 'react';
import type { Company } from '../../../domains/companies/schema';
import { bikError, innError, requisitesErrors } from '../../../domains/companies/requisites';
import { ApiError, errorSnackText } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { companiesApi, type CompanyDraft } from './companies-api';
import { CompanyField } from './company-fields';
import styles from './companies.module.css';

const FIELDS = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'legal_address',
  'director',
  'bank_name',
  'bik',
  'settlement_account',
  'correspondent_account',
  'email',
  'contact',
  'contact_phone',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const digits = (value: string) => value.replace(/[\s-]/g, '');
const orNull = (value: string) => (value.trim() ? value.trim() : null);

function draftOf(v: Values): CompanyDraft {
  return {
    name: v.name.trim(),
    inn: digits(v.inn),
    kpp: orNull(v.kpp.toUpperCase()),
    ogrn: orNull(digits(v.ogrn)),
    legal_address: orNull(v.legal_address),
    director: orNull(v.director),
    bank_name: orNull(v.bank_name),
    bik: orNull(digits(v.bik)),
    settlement_account: orNull(digits(v.settlement_account)),
    correspondent_account: orNull(digits(v.correspondent_account)),
    email: orNull(v.email),
    contact: orNull(v.contact),
    contact_phone: orNull(v.contact_phone),
  };
}

/** The same checks as the server's, before the call: the person sees a wrong checksum at once. */
function localErrors(draft: CompanyDraft, personal: boolean): Record<string, string> {
  const errors = requisitesErrors(draft, { person: personal });
  if (!draft.name || draft.name.length < 2) errors.name = 'Укажите название';
  if (!personal && !draft.inn) errors.inn = 'Укажите ИНН';
  if (!personal && draft.inn.length === 10 && !draft.kpp) errors.kpp ??= 'Укажите КПП организации';
  return errors;
}

/**
 * Add or change a company. The ИНН lookup fills the name, КПП, ОГРН, address and director from the
 * register; the БИК lookup fills the bank and its correspondent account. Loaded only when opened.
 */
export default function CompanyForm({
  initial,
  personal,
  onSaved,
}: {
  initial: Company | null;
  personal: boolean;
  onSaved: (saved: Company) => void;
}) {
  const { showError } = useSnackbar();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(FIELDS.map((f) => [f, initial?.[f] ?? ''])) as Values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'inn' | 'bik' | null>(null);
  const [found, setFound] = useState<string | null>(null);

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  async function findParty() {
    const inn = digits(values.inn);
    const problem = innError(inn, personal ? 'person' : 'any');
    if (problem) return setErrors((e) => ({ ...e, inn: problem }));
    setBusy('inn');
    try {
      const party = await companiesApi.party(inn);
      setValues((v) => ({
        ...v,
        inn: party.inn,
        name: party.name,
        kpp: party.kpp ?? '',
        ogrn: party.ogrn ?? '',
        legal_address: party.legal_address ?? v.legal_address,
        director: party.director ?? v.director,
      }));
      setFound(party.status === 'ACTIVE' ? `Нашли: ${party.name}` : `Нашли: ${party.name} — организация не действует`);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.id) setErrors((e) => ({ ...e, inn: error.fields!.id! }));
      else if (error instanceof ApiError && error.status === 404) setErrors((e) => ({ ...e, inn: errorSnackText(error) }));
      else showError(error);
    } finally {
      setBusy(null);
    }
  }

  async function findBank() {
    const bik = digits(values.bik);
    const problem = bikError(bik);
    if (problem) return setErrors((e) => ({ ...e, bik: problem }));
    setBusy('bik');
    try {
      const bank = await companiesApi.bank(bik);
      setValues((v) => ({
        ...v,
        bik: bank.bik,
        bank_name: bank.name,
        correspondent_account: bank.correspondent_account ?? v.correspondent_account,
      }));
    } catch (error) {
      if (error instanceof ApiError && (error.fields?.id || error.status === 404)) {
        setErrors((e) => ({ ...e, bik: error.fields?.id ?? errorSnackText(error) }));
      } else showError(error);
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const draft = draftOf(values);
    const local = localErrors(draft, personal);
    if (Object.keys(local).length > 0) return setErrors(local);
    setBusy('save');
    try {
      const saved = personal
        ? initial
          ? await companiesApi.updatePersonal(draft)
          : await companiesApi.createPersonal(draft)
        : initial
          ? await companiesApi.update(initial.uuid, draft)
          : await companiesApi.create(draft);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else showError(error);
    } finally {
      setBusy(null);
    }
  }

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof CompanyField>[0]> = {}) => (
    <CompanyField name={name} label={label} value={values[name]} onChange={change} error={errors[name]} {...extra} />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="company-form">
      <div className={styles.lookupRow}>
        {field('inn', 'ИНН', {
          inputMode: 'numeric',
          autoComplete: 'off',
          optional: personal,
          hint: personal ? '12 цифр — ИНН ИП или физического лица' : 'Введите ИНН и нажмите «Найти» — остальное заполним из реестра',
        })}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void findParty()}
          disabled={busy !== null}
          data-testid="company-find"
        >
          {busy === 'inn' ? 'Ищем…' : 'Найти'}
        </button>
      </div>
      {found ? (
        <p className={styles.found} role="status" data-testid="company-found">
          {found}
        </p>
      ) : null}
      {field('name', personal ? 'Имя или название ИП' : 'Название', { autoComplete: 'organization' })}
      <div className={styles.pair}>
        {personal ? null : field('kpp', 'КПП', { autoComplete: 'off' })}
        {field('ogrn', personal ? 'ОГРНИП' : 'ОГРН', { inputMode: 'numeric', autoComplete: 'off', optional: personal })}
      </div>
      {field('legal_address', personal ? 'Адрес регистрации' : 'Юридический адрес', { optional: true })}
      {personal ? null : field('director', 'Руководитель', { optional: true })}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Банковские реквизиты</legend>
        <div className={styles.lookupRow}>
          {field('bik', 'БИК', { inputMode: 'numeric', autoComplete: 'off', optional: true })}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void findBank()}
            disabled={busy !== null}
            data-testid="company-find-bank"
          >
            {busy === 'bik' ? 'Ищем…' : 'Найти банк'}
          </button>
        </div>
        {field('bank_name', 'Банк', { optional: true })}
        {field('settlement_account', 'Расчётный счёт', { inputMode: 'numeric', autoComplete: 'off', optional: true })}
        {field('correspondent_account', 'Корреспондентский счёт', { inputMode: 'numeric', autoComplete: 'off', optional: true })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Для документов</legend>
        {field('email', 'E-mail бухгалтерии', { type: 'email', autoComplete: 'email', optional: true })}
        {field('contact', 'Контактное лицо', { autoComplete: 'name', optional: true })}
        {field('contact_phone', 'Телефон', { type: 'tel', autoComplete: 'tel', optional: true })}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy !== null} data-testid="company-save">
        {busy === 'save' ? 'Сохраняем…' : initial ? 'Сохранить' : 'Добавить компанию'}
      </button>
    </form>
  );
}
