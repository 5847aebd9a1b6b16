import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { COMPANIES_PER_USER, type Company } from '../../../domains/companies/schema';
import { Dialog } from '../../shell/dialogs/dialog';
import { ConfirmRemoveDialog } from '../../shell/dialogs/confirm-remove-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { companiesApi } from './companies-api';
import styles from './companies.module.css';

// The form (lookups, checks) is loaded only when a dialog opens.
const CompanyForm = lazy(() => import('./company-form'));

type Editing = { company: Company | null; personal: boolean } | null;

function requisitesLine(c: Company): string {
  return [c.inn ? `ИНН ${c.inn}` : null, c.kpp ? `КПП ${c.kpp}` : null, c.ogrn ? `${c.personal ? 'ОГРНИП' : 'ОГРН'} ${c.ogrn}` : null]
    .filter(Boolean)
    .join(' · ');
}

function bankLine(c: Company): string | null {
  if (!c.bik && !c.settlement_account) return null;
  return [c.bank_name, c.bik ? `БИК ${c.bik}` : null, c.settlement_account ? `р/с ${c.settlement_account}` : null]
    .filter(Boolean)
    .join(' · ');
}

export interface CompaniesPageData {
  companies: Company[];
  /** Open the add form at once (links «Добавить компанию» from the checkout and the profile). */
  add: boolean;
  /** Where to go back after adding (a local path), e.g. the booking page. */
  back: string | null;
}

/** «Мои компании» (/cabinet/companies/): companies that rent and pay by invoice, with their requisites. */
export function CompaniesPage({ data }: { data: CompaniesPageData }) {
  const { show, showError } = useSnackbar();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Company | null>(null);
  const [busy, setBusy] = useState(false);
  const full = data.companies.length >= COMPANIES_PER_USER;
  const hasPersonal = data.companies.some((c) => c.personal);

  useEffect(() => {
    if (data.add && !full) setEditing({ company: null, personal: false });
  }, [data.add, full]);

  async function remove(company: Company) {
    setBusy(true);
    try {
      await companiesApi.remove(company.uuid);
      setRemoving(null);
      show({ text: 'Компания удалена', color: 'success', icon: 'success' });
      await revalidate();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function saved(company: Company, added: boolean) {
    show({ text: added ? `Компания «${company.name}» добавлена` : 'Реквизиты сохранены', color: 'success', icon: 'success' });
    setEditing(null);
    if (added && data.back) {
      // Back to the booking: a full load, so the header and the checkout see the new company.
      window.location.assign(data.back);
      return;
    }
    if (data.add) void navigate('/cabinet/companies/', { replace: true, preventScrollReset: true });
    await revalidate();
  }

  return (
    <>
      <h1 className={styles.title}>Мои компании</h1>
      <p className={styles.lead}>
        Аренда для бизнеса: выберите компанию при бронировании — выставим счёт на её реквизиты, а после каждого месяца пришлём акт.
      </p>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ company: null, personal: false })}
          disabled={full}
          data-testid="company-add"
        >
          Добавить компанию
        </button>
        {!hasPersonal && !full ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setEditing({ company: null, personal: true })}
            data-testid="personal-add"
          >
            Я ИП или плачу по счёту сам
          </button>
        ) : null}
        {full ? <p className={styles.hint}>Добавлено {COMPANIES_PER_USER} компаний — больше нельзя. Удалите ненужную.</p> : null}
      </div>
      {data.companies.length === 0 ? (
        <div className={styles.empty} data-testid="companies-empty">
          <p>Компаний пока нет. Добавьте компанию по ИНН — название, КПП, ОГРН и адрес заполнятся из реестра.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Мои компании">
          {data.companies.map((c) => (
            <li key={c.uuid} className={styles.card} data-testid="company-card">
              <div className={styles.cardBody}>
                <p className={styles.cardTitle}>
                  {c.name}
                  {c.personal ? <span className={styles.badge}>Личная</span> : null}
                </p>
                {requisitesLine(c) ? <p className={styles.cardDetails}>{requisitesLine(c)}</p> : null}
                {c.legal_address ? <p className={styles.cardDetails}>{c.legal_address}</p> : null}
                {bankLine(c) ? (
                  <p className={styles.cardDetails}>{bankLine(c)}</p>
                ) : (
                  <p className={styles.cardWarn}>Банковские реквизиты не указаны</p>
                )}
              </div>
              <div className={styles.cardActions}>
                <button type="button" className="btn btn-secondary" onClick={() => setEditing({ company: c, personal: c.personal })}>
                  Изменить
                </button>
                <button type="button" className={styles.dangerButton} onClick={() => setRemoving(c)} data-testid="company-remove">
                  Удалить
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.company ? 'Реквизиты компании' : editing?.personal ? 'Личная компания' : 'Новая компания'}
        size="personal-data"
        testId="company-dialog"
      >
        {editing ? (
          <Suspense fallback={<p className={styles.hint}>Загружаем форму…</p>}>
            <CompanyForm
              key={editing.company?.uuid ?? (editing.personal ? 'personal' : 'new')}
              initial={editing.company}
              personal={editing.personal}
              onSaved={(company) => void saved(company, editing.company === null)}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <ConfirmRemoveDialog
        item={removing}
        title="Удалить компанию?"
        name={(c) => c.name}
        note="Она пропадёт из списка. Счета и акты, выставленные на неё, сохранятся."
        busy={busy}
        onConfirm={(item) => void remove(item)}
        onClose={() => setRemoving(null)}
        testId="company-remove-dialog"
      />
    </>
  );
}
