import type { ReactNode } from 'react';
import { SmartLink } from '../../shell/smart-link';
import type { OrderListItem } from '../../../domains/orders/cabinet/cabinet-schema';
import { SubscriptionsEmpty } from '../cabinet';
import { RentalOrderCard, WaitlistSection, type RentalGroups } from '../rental-cabinet';
import type { WaitlistEntry } from '../../../domains/prokat/waitlist/waitlist-schema';
import { OrderCard } from './order-card';
import { SharedOrdersSection } from './shared-orders-section';
import type { SharedOrder } from '../../../domains/orders/access/grants-schema';
import styles from './subscriptions.module.css';

import type { ServiceLineId } from './load';

export type ServiceTab = ServiceLineId;

export const serviceTabs: { id: ServiceTab; title: string; empty: string; to: string; cta: string }[] = [
  {
    id: 'storages',
    title: 'Склады',
    empty: 'Ячеек на складах пока нет. Тёплые склады рядом с домом, от шкафчика до комнаты.',
    to: '/storages/',
    cta: 'Выбрать ячейку',
  },
  {
    id: 'clouds',
    title: 'Облако',
    empty: 'Хранения с доставкой пока нет. Грузчики приедут, упакуют и увезут вещи на склад.',
    to: '/clouds/',
    cta: 'Заказать вывоз',
  },
  {
    id: 'prokat',
    title: 'Прокат',
    empty: 'Аренды инструментов пока нет. Перфораторы, пылесосы и садовая техника — в постаматах рядом с домом.',
    to: '/prokat/katalog/',
    cta: 'Выбрать инструмент',
  },
  {
    id: 'kvartiry',
    title: 'Квартиры',
    empty: 'Бронирований квартир пока нет. Квартиры посуточно с заселением без ключей.',
    to: '/kvartiry/',
    cta: 'Найти квартиру',
  },
];

export interface StorageGroups {
  active: { items: OrderListItem[]; count: number };
  awaiting_payment: { items: OrderListItem[]; count: number };
  finished: { items: OrderListItem[]; count: number };
}

const groupTitles: [keyof StorageGroups, string][] = [
  ['active', 'Активные'],
  ['awaiting_payment', 'Ожидают оплаты'],
  ['finished', 'Завершённые'],
];

/** "Мои подписки": the service lines as tabs; the storage orders in three groups. */
export function SubscriptionsPage({
  tab,
  groups,
  guestOrders,
  basePath,
  shared = [],
  intro = null,
  cloudGroups = null,
  rentalGroups = null,
  waitlist = [],
  counts = null,
}: {
  tab: ServiceTab;
  groups: StorageGroups | null;
  /** The cloud orders (storage with movers) in the same three groups, when the clouds tab is open. */
  cloudGroups?: StorageGroups | null;
  /** The tool rentals in the same three groups, when the prokat tab is open (the site's cabinet only). */
  rentalGroups?: RentalGroups | null;
  /** The tools the viewer waits for, shown in the prokat tab. */
  waitlist?: WaitlistEntry[];
  guestOrders: number;
  basePath: string;
  /** Orders other people gave the viewer access to. */
  shared?: SharedOrder[];
  /** Shown under the heading (the first-visit card of a new account). */
  intro?: ReactNode;
  /** How many orders each line has: the tabs show it, and an empty line points at the others. */
  counts?: Record<ServiceTab, number> | null;
}) {
  const current = serviceTabs.find((t) => t.id === tab) ?? serviceTabs[0]!;
  const total = groups ? groups.active.count + groups.awaiting_payment.count + groups.finished.count : 0;
  const cloudTotal = cloudGroups ? cloudGroups.active.count + cloudGroups.awaiting_payment.count + cloudGroups.finished.count : 0;
  const rentalTotal = rentalGroups ? rentalGroups.active.count + rentalGroups.awaiting_payment.count + rentalGroups.finished.count : 0;
  const countOf = (id: ServiceTab) =>
    counts?.[id] ?? (id === 'storages' ? total : id === 'clouds' ? cloudTotal : id === 'prokat' ? rentalTotal : 0);
  const elsewhere = serviceTabs.filter((t) => t.id !== current.id && countOf(t.id) > 0);
  const lineHref = (id: ServiceTab) => `${basePath}?line=${id}`;
  const others =
    elsewhere.length > 0 ? (
      <p className={styles.elsewhere} data-testid="line-elsewhere">
        Ваши подписки — в{' '}
        {elsewhere.map((t, index) => (
          <span key={t.id}>
            {index > 0 ? ', ' : ''}
            <SmartLink to={lineHref(t.id)} preventScrollReset>
              «{t.title}» ({countOf(t.id)})
            </SmartLink>
          </span>
        ))}
        .
      </p>
    ) : null;
  return (
    <>
      <h1 className={styles.title}>Мои подписки</h1>
      {intro}
      {guestOrders > 0 ? (
        <p className={styles.notice} data-testid="guest-orders-notice">
          Есть оплаченные без входа заказы на ваш номер: {guestOrders}.{' '}
          <SmartLink to="/cabinet/subscriptions/guest/complete/">Добавить в кабинет</SmartLink>
        </p>
      ) : null}
      <nav className={styles.tabs} aria-label="Услуги">
        {serviceTabs.map((t) => (
          <SmartLink
            key={t.id}
            to={lineHref(t.id)}
            className={t.id === current.id ? styles.tabActive : styles.tab}
            aria-current={t.id === current.id ? 'page' : undefined}
            preventScrollReset
            data-testid={`line-tab-${t.id}`}
          >
            {t.title}
            {countOf(t.id) > 0 ? <span className={styles.tabCount}> {countOf(t.id)}</span> : null}
          </SmartLink>
        ))}
      </nav>
      {current.id === 'clouds' && cloudGroups && cloudTotal > 0 ? (
        <OrderGroups groups={cloudGroups} basePath={basePath} line="clouds" />
      ) : current.id === 'prokat' && rentalGroups && rentalTotal > 0 ? (
        <OrderGroups groups={rentalGroups} basePath={basePath} line="prokat" />
      ) : current.id !== 'storages' || ((!groups || total === 0) && elsewhere.length > 0) ? (
        <section className={styles.lineEmpty} data-testid={`line-empty-${current.id}`}>
          <p>{current.empty}</p>
          {others}
          <SmartLink to={current.to} className="btn btn-primary">
            {current.cta}
          </SmartLink>
        </section>
      ) : !groups || total === 0 ? (
        shared.length > 0 ? null : (
          <SubscriptionsEmpty />
        )
      ) : (
        <OrderGroups groups={groups} basePath={basePath} line="storages" />
      )}
      {current.id === 'storages' ? <SharedOrdersSection orders={shared} /> : null}
      {current.id === 'prokat' ? <WaitlistSection entries={waitlist} /> : null}
    </>
  );
}

/** The three groups of a line's orders (active, awaiting payment, finished), each with its count. */
function OrderGroups({
  groups,
  basePath,
  line,
}: { groups: StorageGroups; basePath: string; line: 'storages' | 'clouds' } | { groups: RentalGroups; basePath: string; line: 'prokat' }) {
  return groupTitles.map(([key, title]) => {
    if (groups[key].count === 0) return null;
    const id = line === 'storages' ? `group-${key}` : `group-${line}-${key}`;
    return (
      <section key={key} className={styles.group} aria-labelledby={id} data-testid={id}>
        <h2 id={id} className={styles.groupTitle}>
          {title} <span className={styles.count}>{groups[key].count}</span>
        </h2>
        <ul className={styles.list}>
          {line === 'prokat'
            ? (groups as RentalGroups)[key].items.map((order) => <RentalOrderCard key={order.id} order={order} />)
            : groups[key].items.map((order) => (
                <OrderCard key={order.id} order={order} basePath={line === 'clouds' ? basePath : undefined} />
              ))}
        </ul>
        {groups[key].count > groups[key].items.length ? (
          <p className={styles.muted}>
            Показаны последние {groups[key].items.length} из {groups[key].count}.
          </p>
        ) : null}
      </section>
    );
  });
}
