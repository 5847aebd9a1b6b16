import type { ReactNode } from 'react';
import type { OrderAccess } from '../../../domains/orders/access/access-schema';
import styles from './access.module.css';

interface AccessCardProps {
  /** The owner's access, or a shared one whose code is null without the `gate_code` permission. */
  access: Omit<OrderAccess, 'code' | 'items'> & { code: string | null };
  headingLevel?: 2 | 3;
  /** The owner's wording by default; a person the owner shared the order with gets their own. */
  codeLabel?: string;
  codeNote?: string;
  /** Said instead of the code when this person may not see it. */
  noCodeNote?: string;
  /** The period of a shared access («с … по …»), shown with the facts. */
  period?: ReactNode;
  testId?: string;
  titleId?: string;
}

/** «Как попасть на склад»: the gate code, address, hours and the way to the cell. */
export function AccessCard({
  access,
  headingLevel = 2,
  codeLabel = 'Ваш личный код ворот',
  codeNote = 'Код действует, пока действует аренда. Никому его не сообщайте.',
  noCodeNote,
  period,
  testId = 'access-card',
  titleId = 'access-title',
}: AccessCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hours = access.warehouse.timetable.access24h ? 'Круглосуточно' : access.warehouse.timetable.access;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <Heading id={titleId} className={styles.title}>
        Как попасть на склад
      </Heading>
      {access.code ? (
        <div className={styles.codeBox}>
          <p className={styles.codeLabel}>{codeLabel}</p>
          <p className={styles.code} data-testid="access-code">
            {access.code}
          </p>
          <p className={styles.note}>{codeNote}</p>
        </div>
      ) : noCodeNote ? (
        <p className={styles.note} data-testid="no-gate-code">
          {noCodeNote}
        </p>
      ) : null}
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
        {period ? (
          <div>
            <dt>Ваш доступ</dt>
            <dd>{period}</dd>
          </div>
        ) : null}
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
