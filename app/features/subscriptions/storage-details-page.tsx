import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import type { OrderDetails } from '../../../domains/orders/cabinet/cabinet-schema';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { subscriptionsApi } from './api';
import { AccessCard } from './access-card';
import { AccessUsersCard } from './access-users-card';
import { ContractCard } from './contract-card';
import { DocumentsCard, TimelineCard } from './details-sections';
import { RatingCard } from './rating-card';
import { ExtendDialog } from './extend-dialog';
import { area, day, dayOf, formatRub, lastPaidDay, statusTone } from './format';
import { HoldCountdown } from './hold-countdown';
import { PayButton } from './pay-button';
import { SettingsCard, type CardOption } from './settings-card';
import listStyles from './subscriptions.module.css';
import styles from './details.module.css';

/** /cabinet/subscriptions/storages/{id}/: everything about one storage subscription. */
export function StorageDetailsPage({
  order,
  cards,
  companies,
  extended = false,
}: {
  order: OrderDetails;
  cards: CardOption[];
  companies: { uuid: string; name: string }[];
  extended?: boolean;
}) {
  const [extendOpen, setExtendOpen] = useState(false);
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [withdrawing, setWithdrawing] = useState(false);

  const withdraw = async () => {
    setWithdrawing(true);
    try {
      await subscriptionsApi.withdrawCancel(order.id);
      snackbar.show({ text: 'Расторжение отозвано, аренда продолжается', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <>
      <p className={styles.back}>
        <SmartLink to="/cabinet/subscriptions/">← Мои подписки</SmartLink>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{order.cell ? `Ячейка ${order.cell.number}` : `Заказ № ${order.id}`}</h1>
        <span className={`${listStyles.badge} ${listStyles[statusTone[order.status] ?? 'off']}`} data-testid="order-status">
          {order.status_title}
        </span>
      </div>
      <p className={styles.lead}>
        Договор № {order.id}
        {order.warehouse ? ` · ${order.warehouse.name}` : ''}
      </p>

      {extended && order.status === 'active' ? (
        <div className={`${styles.banner} ${styles.bannerOk}`} role="status" data-testid="extended-banner">
          <p>Оплата продления прошла. Аренда оплачена по {lastPaidDay(order.ends_at)}.</p>
        </div>
      ) : null}

      {order.status === 'awaiting_payment' && order.hold_expires_at ? (
        <div className={styles.banner}>
          <p>
            Ячейка забронирована. <HoldCountdown expiresAt={order.hold_expires_at} />. Оплатите, чтобы договор начал действовать.
          </p>
          <PayButton orderId={order.id} />
        </div>
      ) : null}

      {order.cancel ? (
        <div className={`${styles.banner} ${styles.bannerWarn}`} data-testid="cancel-banner">
          <p>
            Оформлено расторжение: последний день аренды — <strong>{dayOf(order.cancel.last_day)}</strong>
            {order.cancel.reason_title ? ` (${order.cancel.reason_title.toLowerCase()})` : ''}. Автопродление выключено.
          </p>
          {order.actions.withdraw_cancellation ? (
            <button type="button" className="btn btn-secondary" onClick={withdraw} disabled={withdrawing} data-testid="withdraw-cancel">
              Отозвать расторжение
            </button>
          ) : null}
        </div>
      ) : null}

      <div className={styles.actions}>
        {order.actions.extend ? (
          <button type="button" className="btn btn-primary" onClick={() => setExtendOpen(true)} data-testid="extend">
            Продлить
          </button>
        ) : null}
        {order.actions.cancel ? (
          <SmartLink to={`/cabinet/subscriptions/storages/${order.id}/cancel/`} className="btn btn-secondary" data-testid="cancel-start">
            Расторгнуть договор
          </SmartLink>
        ) : null}
      </div>

      <div className={styles.grid}>
        {order.access ? <AccessCard access={order.access} /> : null}
        {order.contract ? <ContractCard orderId={order.id} contract={order.contract} /> : null}

        <section className={styles.card} aria-labelledby="rent-title">
          <h2 id="rent-title" className={styles.cardTitle}>
            Аренда
          </h2>
          <dl className={styles.facts}>
            <Fact title="Срок" value={order.period?.title ?? '—'} />
            <Fact title="Начало" value={day(order.starts_at)} />
            <Fact title="Оплачено по" value={lastPaidDay(order.ends_at)} />
            <Fact title="Стоимость периода" value={formatRub(order.total)} />
            {order.next_charge_at ? <Fact title="Следующее списание" value={day(order.next_charge_at)} /> : null}
          </dl>
          {order.price ? (
            <table className={styles.lines}>
              <tbody>
                {order.price.lines.map((line, index) => (
                  <tr key={index}>
                    <th scope="row">{line.title}</th>
                    <td>{formatRub(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>

        {order.cell ? (
          <section className={styles.card} aria-labelledby="cell-title">
            <h2 id="cell-title" className={styles.cardTitle}>
              Ячейка
            </h2>
            <dl className={styles.facts}>
              <Fact title="Номер" value={order.cell.number} />
              <Fact title="Этаж" value={String(order.cell.floor)} />
              <Fact title="Размер" value={order.cell.size_title} />
              <Fact title="Площадь" value={area(order.cell.area)} />
              <Fact title="Объём" value={area(order.cell.volume, 'м³')} />
              <Fact
                title="Габариты"
                value={`${order.cell.dimensions.width_cm}×${order.cell.dimensions.depth_cm}×${order.cell.dimensions.height_cm} см`}
              />
            </dl>
            {order.cell.features.length > 0 ? (
              <ul className={styles.chips}>
                {order.cell.features.map((f) => (
                  <li key={f.code}>{f.title}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}

        {order.warehouse ? (
          <section className={styles.card} aria-labelledby="warehouse-title">
            <h2 id="warehouse-title" className={styles.cardTitle}>
              Склад
            </h2>
            <p className={styles.strong}>{order.warehouse.name}</p>
            <p className={styles.muted}>
              {order.warehouse.address}
              {order.warehouse.metro ? ` · м. ${order.warehouse.metro}` : ''}
            </p>
            <dl className={styles.facts}>
              <Fact
                title="Доступ к ячейке"
                value={order.warehouse.timetable.access24h ? 'Круглосуточно' : order.warehouse.timetable.access}
              />
              <Fact title="Офис склада" value={order.warehouse.timetable.office} />
            </dl>
            <p className={styles.links}>
              <SmartLink to={`/storages/${order.warehouse.slug}/`}>Страница склада</SmartLink>
              <a
                href={`https://yandex.ru/maps/?pt=${order.warehouse.longitude},${order.warehouse.latitude}&z=16&l=map`}
                target="_blank"
                rel="noreferrer noopener"
              >
                Как добраться
              </a>
            </p>
          </section>
        ) : null}

        <SettingsCard order={order} cards={cards} companies={companies} />
        <AccessUsersCard order={order} />

        <RatingCard order={order} />
        <DocumentsCard order={order} />
        <TimelineCard events={order.events} />
      </div>
      <ExtendDialog orderId={order.id} open={extendOpen} onClose={() => setExtendOpen(false)} />
    </>
  );
}

function Fact({ title, value }: { title: string; value: string }) {
  return (
    <div>
      <dt>{title}</dt>
      <dd>{value}</dd>
    </div>
  );
}
