import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { LODGER_RULES, RELATION_TITLES, type Lodger } from '../../../domains/lodgers/schema';
import { formatDate } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { LodgerForm } from './lodger-form';
import { lodgersApi } from './lodgers-api';
import styles from './identity.module.css';

/** /cabinet/profile/lodgers/: the people who will stay with the user in a rented apartment. */
export function LodgersPage({ lodgers }: { lodgers: Lodger[] }) {
  const live = useHydrated();
  const revalidator = useRevalidator();
  const { show, showError } = useSnackbar();
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const reload = () => void revalidator.revalidate();

  async function remove(lodger: Lodger) {
    if (!window.confirm(`Удалить жильца ${lodger.last_name} ${lodger.first_name}?`)) return;
    setBusy(lodger.id);
    try {
      await lodgersApi.remove(lodger.id);
      show({ text: 'Жилец удалён', color: 'success', icon: 'success' });
      reload();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <SmartLink to="/cabinet/profile/" className={styles.back}>
        ← Мои данные
      </SmartLink>
      <h1 className={styles.title}>Жильцы</h1>
      <p className={styles.lead}>
        Те, кто будет жить с вами в арендованной квартире. Их впишем в договор аренды. Не больше {LODGER_RULES.maxPerUser}.
      </p>
      <div className={styles.sections}>
        {lodgers.length === 0 ? <p className={styles.muted}>Жильцов пока нет.</p> : null}
        <ul className={styles.list} data-testid="lodgers">
          {lodgers.map((lodger) => (
            <li key={lodger.id} className={styles.card} data-testid="lodger">
              {editing === lodger.id ? (
                <LodgerForm
                  lodger={lodger}
                  onDone={() => {
                    setEditing(null);
                    reload();
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <p className={styles.name} data-testid="lodger-name">
                    {[lodger.last_name, lodger.first_name, lodger.middle_name].filter(Boolean).join(' ')}
                  </p>
                  <p className={styles.muted}>
                    {formatDate(`${lodger.birth_date}T12:00:00Z`)}
                    {lodger.relation ? ` · ${RELATION_TITLES[lodger.relation]}` : ''}
                    {lodger.phone ? ` · ${formatPhone(lodger.phone)}` : ''}
                  </p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={!live}
                      onClick={() => setEditing(lodger.id)}
                      data-testid="lodger-edit"
                    >
                      Изменить
                    </button>
                    <button
                      type="button"
                      className={`btn btn-secondary ${styles.danger}`}
                      disabled={!live || busy === lodger.id}
                      onClick={() => void remove(lodger)}
                      data-testid="lodger-delete"
                    >
                      Удалить
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
        {lodgers.length < LODGER_RULES.maxPerUser ? (
          <section className={styles.card} aria-labelledby="lodger-new-title">
            <h2 id="lodger-new-title" className={`${styles.cardTitle} ${styles.titleSpaced}`}>
              Добавить жильца
            </h2>
            <LodgerForm lodger={null} onDone={reload} />
          </section>
        ) : (
          <p className={styles.muted}>
            Добавлено {LODGER_RULES.maxPerUser} жильцов — это максимум. Удалите кого-нибудь, чтобы добавить нового.
          </p>
        )}
      </div>
    </>
  );
}
