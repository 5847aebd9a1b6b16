import { useState, type FormEvent } from 'react';
import { formatPhone } from '../../../lib/format/phone';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import type { Crew } from './types';

type Run = <T>(key: string, path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => Promise<T | null>;

/** The warehouse's crews with their movers: a new crew, a mover added by phone, a mover taken off. */
export function CrewsPanel({
  warehouseId,
  crews,
  loaded,
  run,
  busy,
}: {
  warehouseId: number;
  crews: Crew[];
  loaded: boolean;
  run: Run;
  busy: string | null;
}) {
  const live = useHydrated();
  const [formKey, setFormKey] = useState(0);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const vehicle = String(form.get('vehicle') ?? '').trim();
    const done = await run('crew', '/api/admin/clouds/crews', 'POST', {
      warehouse_id: warehouseId,
      name: String(form.get('name') ?? '').trim(),
      ...(vehicle ? { vehicle } : {}),
    });
    if (done) setFormKey((key) => key + 1);
  }

  async function addMember(event: FormEvent<HTMLFormElement>, crew: Crew) {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '');
    const done = await run(`member${crew.id}`, `/api/admin/clouds/crews/${crew.id}/members`, 'POST', { phone });
    if (done) setFormKey((key) => key + 1);
  }

  return (
    <section className={styles.page} aria-labelledby="cloud-crews-title" data-testid="cloud-crews">
      <h2 className={styles.cardTitle} id="cloud-crews-title">
        Бригады
      </h2>
      {loaded ? (
        <AdminList empty="Бригад пока нет." testId="cloud-crew-list">
          {crews.map((crew) => (
            <li key={crew.id} className={styles.card} data-testid="cloud-crew" data-crew-id={crew.id}>
              <p className={styles.cardTitle}>
                {crew.name}
                {crew.vehicle ? <span className={styles.meta}> · {crew.vehicle}</span> : null}
              </p>
              {crew.members.length === 0 ? (
                <p className={styles.meta}>Грузчиков нет.</p>
              ) : (
                <ul className={css.members}>
                  {crew.members.map((member) => (
                    <li key={member.user_id} className={css.member} data-testid="cloud-crew-member">
                      {member.name ? <span>{member.name}</span> : null}
                      {member.phone ? <span className={member.name ? styles.meta : undefined}>{formatPhone(member.phone)}</span> : null}
                      <button
                        type="button"
                        className={`btn btn-ghost ${styles.small}`}
                        disabled={!live || busy !== null}
                        onClick={() =>
                          void run(
                            `off${crew.id}-${member.user_id}`,
                            `/api/admin/clouds/crews/${crew.id}/members/${member.user_id}`,
                            'DELETE',
                          )
                        }
                        aria-label={`Убрать из бригады ${member.name ?? (member.phone ? formatPhone(member.phone) : '')}`}
                      >
                        Убрать
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <form key={formKey} className={css.inline} onSubmit={(event) => void addMember(event, crew)} data-testid="cloud-crew-add">
                <label className={styles.field}>
                  <span>Грузчик по телефону</span>
                  <input name="phone" type="tel" required maxLength={40} placeholder="+7 900 000-00-00" autoComplete="off" />
                </label>
                <button type="submit" className={`btn btn-secondary ${styles.small}`} disabled={!live || busy !== null}>
                  Добавить
                </button>
              </form>
            </li>
          ))}
        </AdminList>
      ) : (
        <p className={styles.lead}>Загружаем…</p>
      )}
      <form key={`new${formKey}`} className={styles.form} onSubmit={(event) => void create(event)} data-testid="cloud-crew-new">
        <label className={styles.field}>
          <span>Новая бригада</span>
          <input name="name" required maxLength={80} placeholder="Бригада 1" />
        </label>
        <label className={styles.field}>
          <span>Машина (номер)</span>
          <input name="vehicle" maxLength={40} placeholder="А123ВС 777" />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={`btn btn-secondary ${styles.small}`} disabled={!live || busy !== null}>
            Создать бригаду
          </button>
        </div>
      </form>
    </section>
  );
}
