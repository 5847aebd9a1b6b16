import type { OrderAccess } from '../../../domains/orders/access/access-schema';
import styles from './access.module.css';

/** «Как попасть на склад»: the personal gate code, address, hours and the way to the cell. */
export function AccessCard({ access, headingLevel = 2 }: { access: OrderAccess; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hours = access.warehouse.timetable.access24h ? 'Круглосуточно' : access.warehouse.timetable.access;
  return (
    <section className={styles.card} aria-labelledby="access-title" data-testid="access-card">
      <Heading id="access-title" className={styles.title}>
        Как попасть на склад
      </Heading>
      <div className={styles.codeBox}>
        <p className={styles.codeLabel}>Ваш личный код ворот</p>
        <p className={styles.code} data-testid="access-code">
          {access.code}
        </p>
        <p className={styles.note}>Код действует, пока действует аренда. Никому его не сообщайте.</p>
      </div>
      <dl className={styles.facts}>
        <div className={styles.wide}>
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
        <div className={styles.wide}>
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
  );
}
