import type { SharedOrder } from '../../../domains/orders/access/grants-schema';
import { SmartLink } from '../../shell/smart-link';
import { day, lastPaidDay } from './format';
import styles from './details.module.css';
import accessStyles from './access.module.css';

/** Who shared the order, by first name only. */
export function sharedBy(order: SharedOrder): string {
  return order.owner_first_name ? `${order.owner_first_name} открыл(а) вам доступ` : 'Вам открыли доступ';
}

/** The end of the access: its last day, or the rental's when the owner set none. */
export function accessUntil(order: SharedOrder): string {
  return order.valid_to ? lastPaidDay(order.valid_to) : lastPaidDay(order.rental_ends_at);
}

/**
 * /cabinet/subscriptions/storages/{id}/ for a person the owner gave access to: the warehouse, its hours, the cell, the way
 * in and the period of access; the gate code only when allowed. Nothing of the owner's: no payments, documents or settings.
 */
export function SharedOrderPage({ order }: { order: SharedOrder }) {
  const access = order.access;
  const hours = access ? (access.warehouse.timetable.access24h ? 'Круглосуточно' : access.warehouse.timetable.access) : '—';
  return (
    <>
      <p className={styles.back}>
        <SmartLink to="/cabinet/subscriptions/">← Мои подписки</SmartLink>
      </p>
      <h1 className={styles.title}>{access ? `Ячейка ${access.cell.number}` : 'Ячейка'}</h1>
      <p className={styles.lead} data-testid="shared-by">
        {sharedBy(order)} · с {day(order.valid_from)} по {accessUntil(order)}
      </p>
      {access ? (
        <section className={accessStyles.card} aria-labelledby="shared-access-title" data-testid="shared-access-card">
          <h2 id="shared-access-title" className={accessStyles.title}>
            Как попасть на склад
          </h2>
          {access.code ? (
            <div className={accessStyles.codeBox}>
              <p className={accessStyles.codeLabel}>Код ворот</p>
              <p className={accessStyles.code} data-testid="access-code">
                {access.code}
              </p>
              <p className={accessStyles.note}>Код вам доверили на время доступа. Никому его не сообщайте.</p>
            </div>
          ) : (
            <p className={accessStyles.note} data-testid="no-gate-code">
              Кода ворот в вашем доступе нет — договоритесь с арендатором, как вас встретят.
            </p>
          )}
          <dl className={accessStyles.facts}>
            <div className={accessStyles.wide}>
              <dt>Адрес</dt>
              <dd data-testid="access-address">
                {access.warehouse.name}, {access.warehouse.address}
                {access.warehouse.metro ? ` · м. ${access.warehouse.metro}` : ''}
              </dd>
            </div>
            <div>
              <dt>Доступ к ячейке</dt>
              <dd data-testid="access-hours">{hours}</dd>
            </div>
            <div>
              <dt>Офис склада</dt>
              <dd>{access.warehouse.timetable.office}</dd>
            </div>
            <div>
              <dt>Ячейка</dt>
              <dd>
                № {access.cell.number}, {access.cell.floor <= 1 ? 'первый этаж' : `${access.cell.floor}-й этаж`}
              </dd>
            </div>
            <div>
              <dt>Ваш доступ</dt>
              <dd>
                с {day(order.valid_from)} по {accessUntil(order)}
              </dd>
            </div>
            <div className={accessStyles.wide}>
              <dt>Как пройти</dt>
              <dd>{access.route}</dd>
            </div>
          </dl>
          <p>
            <a
              href={`https://yandex.ru/maps/?pt=${access.warehouse.longitude},${access.warehouse.latitude}&z=16&l=map`}
              target="_blank"
              rel="noreferrer noopener"
            >
              Склад на карте
            </a>
          </p>
        </section>
      ) : (
        <p className={styles.muted}>Адрес появится, когда аренда начнёт действовать.</p>
      )}
    </>
  );
}
