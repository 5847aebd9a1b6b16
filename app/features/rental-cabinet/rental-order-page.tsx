import { useState } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';
import { SmartLink } from '../../shell/smart-link';
import { modelPath, postomatPath } from '../prokat';
import {
  dateTime,
  detailsStyles as d,
  FinesCard,
  formatRub,
  HoldCountdown,
  listStyles,
  PayButton,
  paymentStateTitle,
  statusTone,
  TimelineCard,
} from '../subscriptions';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { cellsText, rentalMoment, shortMoment, toolsTitle, toolThumb } from './format';
import { useLiveRental } from './live';
import { PeriodText } from './period-text';
import { RentalActions } from './rental-actions';
import { RentalPhotosCard } from './rental-photos-card';
import { ToolStage } from './tool-actions';
import type { LockerPin, RentalLocker, RentalOrderPageData, RentalTool, ReturnLocker } from './types';
import s from './rental-cabinet.module.css';

type Order = RentalOrderPageData['order'];

const ENDED = new Set(['canceled', 'expired', 'finished']);

/**
 * /cabinet/subscriptions/rental/{id}/: a tool rental from a locker — its status, the tools with their
 * cells, where to pick them up, the period in the locker's time zone, the price, the deposit and the
 * payments; an unpaid booking is paid or cancelled here while its hold lasts. A paid tool shows its
 * stage, opens its cell for the pickup and a cell of a chosen locker for the return, and takes photos of
 * the tool at both; the page reads its data again when a door closes (`order:status`).
 */
export function RentalOrderPage({ data }: { data: RentalOrderPageData }) {
  const { order, tools, locker, models } = data;
  const [cancelOpen, setCancelOpen] = useState(false);
  const zone = locker?.time_zone ?? DEFAULT_TIME_ZONE;
  // The cells matter while the booking holds them: a cancelled or expired one has let them go.
  const held = tools.filter((tool) => tool.booking !== 'released' && waitsInCell(tool));
  const cells = cellsText(held.map((tool) => tool.cell));
  const depositOf = new Map(models.map((model) => [model.slug, model.deposit]));
  const expectedDeposit = tools.reduce((sum, tool) => sum + (depositOf.get(tool.model_slug) ?? 0), 0);
  const several = tools.length > 1;
  const awaiting = order.actions.pay && order.status === 'awaiting_payment';
  const reload = useLiveRental(order.id);
  // The banner asks to pick up while a tool still waits in its cell; after that, to return in time.
  const waitingTools = tools.filter(waitsInCell);
  const inUse = tools.some((tool) => tool.stage === 'in_use');
  // The rental runs from the pickup: the earliest end of the tools in use, else the order's.
  const dueAt =
    tools
      .flatMap((tool) => (tool.stage === 'in_use' && tool.due_at ? [tool.due_at] : []))
      .sort()
      .at(0) ?? order.ends_at;
  const late = inUse && dueAt !== null && dueAt < data.now;

  return (
    <>
      <p className={d.back}>
        <SmartLink to="/cabinet/subscriptions/?line=prokat">← Мои подписки</SmartLink>
      </p>
      <div className={d.head}>
        <h1 className={d.title}>{toolsTitle(tools[0]?.name ?? order.title, tools.length)}</h1>
        <span className={`${listStyles.badge} ${listStyles[statusTone[order.status] ?? 'off']}`} data-testid="order-status">
          {order.status_title}
        </span>
      </div>
      <p className={d.lead}>
        Прокат № {order.id}
        {order.warehouse ? ` · ${order.warehouse.name}` : ''}
      </p>

      {awaiting ? (
        <div className={d.banner} data-testid="hold-banner">
          <p>
            {several ? 'Инструменты отложены' : 'Инструмент отложен'} в постамате
            {cells ? ` (${cells})` : ''}. {order.hold_expires_at ? <HoldCountdown expiresAt={order.hold_expires_at} /> : null}. Оплатите,
            чтобы забрать {several ? 'их' : 'его'}.
          </p>
          <div className={s.bannerActions}>
            <PayButton orderId={order.id} />
            <button type="button" className="btn btn-secondary" onClick={() => setCancelOpen(true)} data-testid="cancel-booking">
              Отменить бронь
            </button>
          </div>
        </div>
      ) : null}

      {late ? (
        <div className={`${d.banner} ${d.bannerWarn}`} data-testid="late-banner">
          <p>
            Срок аренды истёк {rentalMoment(dueAt!, zone)}. Верните {several ? 'инструменты' : 'инструмент'} в любой постамат сети: первый
            час после срока — без штрафа, дальше штраф начисляется за каждые сутки по{' '}
            <SmartLink to="/prokat-fines/">таблице штрафов</SmartLink>.
          </p>
        </div>
      ) : order.status === 'active' ? (
        <div className={`${d.banner} ${d.bannerOk}`} data-testid="pickup-banner">
          {data.extended ? <p data-testid="extended-banner">Оплата продления прошла.</p> : null}
          {waitingTools.length > 0 ? (
            <p>
              Оплачено. {waitingTools.length > 1 ? 'Инструменты ждут' : 'Инструмент ждёт'} вас в постамате {locker ? locker.number : ''}
              {cells ? `, ${cells}` : ''}.{order.ends_at ? ` Верните до ${rentalMoment(order.ends_at, zone)}.` : ''}
            </p>
          ) : inUse ? (
            <p>
              {several ? 'Инструменты у вас' : 'Инструмент у вас'}.{dueAt ? ` Верните до ${rentalMoment(dueAt, zone)}` : ' Верните'} в любой
              постамат сети.
            </p>
          ) : (
            <p>{several ? 'Инструменты возвращены' : 'Инструмент возвращён'}: проверяем, всё ли в порядке, и разблокируем залог.</p>
          )}
        </div>
      ) : null}

      {ENDED.has(order.status) ? (
        <div className={`${d.banner} ${s.bannerOff}`} data-testid="ended-banner">
          <p>{endedText(order.status)}</p>
          <SmartLink to="/prokat/katalog/" className="btn btn-secondary">
            Выбрать инструмент
          </SmartLink>
        </div>
      ) : null}

      <RentalActions order={order} tools={tools} now={data.now} />

      <div className={d.grid}>
        <ToolsCard orderId={order.id} tools={tools} models={data.models} zone={zone} lockers={data.returnLockers} onChanged={reload} />
        <FinesCard fines={data.fines} termsPath="/prokat-fines/" />
        <RentalPhotosCard orderId={order.id} photos={data.photos} onChanged={reload} />
        {data.pins.length > 0 ? <PinsCard pins={data.pins} zone={zone} /> : null}
        <PickupCard order={order} locker={locker} cells={ENDED.has(order.status) ? null : cells} />
        <PeriodCard order={order} zone={zone} />
        <DepositCard order={order} expected={expectedDeposit} />
        <PaymentsCard order={order} />
        <TimelineCard events={order.events} />
      </div>
      {awaiting ? <CancelBookingDialog orderId={order.id} open={cancelOpen} onClose={() => setCancelOpen(false)} /> : null}
    </>
  );
}

/** The tool lies in its pickup cell: booked, or paid and not yet taken (a tool taken has no cell of its own). */
function waitsInCell(tool: RentalTool): boolean {
  return tool.stage === null || tool.stage === 'awaiting_pickup';
}

function endedText(status: string): string {
  if (status === 'expired') return 'Бронь закончилась: заказ не оплатили вовремя, инструменты вернулись в продажу.';
  if (status === 'canceled') return 'Бронь отменена, инструменты вернулись в продажу.';
  return 'Прокат завершён. Спасибо, что вернули инструмент!';
}

function ToolsCard({
  orderId,
  tools,
  models,
  zone,
  lockers,
  onChanged,
}: {
  orderId: number;
  tools: RentalTool[];
  models: RentalOrderPageData['models'];
  zone: string;
  lockers: ReturnLocker[];
  onChanged: () => void;
}) {
  const modelOf = new Map(models.map((model) => [model.slug, model]));
  return (
    <section className={d.card} aria-labelledby="rental-tools-title" data-testid="rental-tools">
      <h2 id="rental-tools-title" className={d.cardTitle}>
        {tools.length > 1 ? 'Инструменты' : 'Инструмент'}
      </h2>
      <ul className={s.tools}>
        {tools.map((tool) => {
          const model = modelOf.get(tool.model_slug);
          return (
            <li key={tool.unit_id} className={s.tool} data-testid={`tool-${tool.unit_id}`}>
              {tool.image ? (
                <img className={s.toolImage} src={toolThumb(tool.image)} alt="" width={96} height={72} loading="lazy" decoding="async" />
              ) : (
                <span className={s.toolImage} aria-hidden="true" />
              )}
              <div className={s.toolText}>
                <p className={s.toolName}>
                  {model ? <SmartLink to={modelPath(model.category_slug, model.slug)}>{tool.name}</SmartLink> : tool.name}
                </p>
                <p className={s.toolMeta}>
                  {tool.cell !== null && tool.booking !== 'released' && waitsInCell(tool) ? (
                    <span className={s.cell} data-testid="tool-cell">
                      Ячейка {tool.cell}
                    </span>
                  ) : null}
                  <span>Инв. № {tool.inventory_number}</span>
                </p>
              </div>
              <ToolStage orderId={orderId} tool={tool} zone={zone} lockers={lockers} onChanged={onChanged} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PickupCard({ order, locker, cells }: { order: Order; locker: RentalLocker | null; cells: string | null }) {
  const place = order.warehouse;
  if (!locker && !place) return null;
  const hours = locker
    ? locker.timetable.around24h
      ? 'Круглосуточно'
      : locker.timetable.text
    : place!.timetable.access24h
      ? 'Круглосуточно'
      : place!.timetable.access;
  const [latitude, longitude] = locker ? [locker.latitude, locker.longitude] : [place!.latitude, place!.longitude];
  return (
    <section className={d.card} aria-labelledby="rental-pickup-title" data-testid="rental-pickup">
      <h2 id="rental-pickup-title" className={d.cardTitle}>
        {ENDED.has(order.status) || !cells ? 'Постамат' : 'Где забрать'}
      </h2>
      <p className={d.strong}>{locker ? `Постамат ${locker.number} · ${locker.name}` : place!.name}</p>
      <p className={d.muted}>{locker ? locker.address : place!.address}</p>
      {locker?.place ? (
        <p className={s.place} data-testid="rental-place">
          {locker.place}
        </p>
      ) : null}
      <dl className={d.facts}>
        <Fact title="Часы работы" value={hours} />
        {cells ? <Fact title={cells.startsWith('ячейки') ? 'Ячейки' : 'Ячейка'} value={cells.replace(/^ячейк[аи] /, '')} /> : null}
      </dl>
      <p className={d.links}>
        {locker ? <SmartLink to={postomatPath(locker.id)}>О постамате</SmartLink> : null}
        <a href={`https://yandex.ru/maps/?pt=${longitude},${latitude}&z=17&l=map`} target="_blank" rel="noreferrer noopener">
          Как добраться
        </a>
      </p>
    </section>
  );
}

/** The PINs for the locker's screen: the pickup PIN at the tool's locker, then the return PIN at any locker. */
function PinsCard({ pins, zone }: { pins: LockerPin[]; zone: string }) {
  return (
    <section className={d.card} aria-labelledby="rental-pins-title" data-testid="rental-pins">
      <h2 id="rental-pins-title" className={d.cardTitle}>
        PIN для постамата
      </h2>
      <p className={d.muted}>Если телефон разрядится или нет связи, введите PIN на экране постамата — ячейка откроется.</p>
      <dl className={d.facts}>
        {pins.map((pin) => (
          <Fact
            key={pin.label}
            title={pin.valid_to ? `${pin.label}, до ${shortMoment(pin.valid_to, zone)}` : pin.label}
            value={pin.code ?? 'виден только владельцу заказа'}
          />
        ))}
      </dl>
    </section>
  );
}

function PeriodCard({ order, zone }: { order: Order; zone: string }) {
  return (
    <section className={d.card} aria-labelledby="rental-period-title" data-testid="rental-period">
      <h2 id="rental-period-title" className={d.cardTitle}>
        Аренда
      </h2>
      <dl className={d.facts}>
        <div className={s.wideFact}>
          <dt>Период</dt>
          <dd data-testid="rental-period-dates">
            <PeriodText from={order.starts_at} to={order.ends_at} timeZone={zone} />
          </dd>
        </div>
        {order.price ? <Fact title="Срок" value={order.price.period_title} /> : null}
        <Fact title="Стоимость" value={formatRub(order.total)} />
      </dl>
      {zone !== DEFAULT_TIME_ZONE ? <p className={d.muted}>Время местное — как у постамата.</p> : null}
      {order.price ? (
        <table className={d.lines} data-testid="rental-price">
          <tbody>
            {order.price.lines.map((line, index) => (
              <tr key={index} className={line.title.startsWith('Итого') ? s.total : undefined}>
                <th scope="row">{line.title}</th>
                <td>{formatRub(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

const depositStates: Record<NonNullable<Order['deposit']>['status'], string> = {
  awaiting: 'Ждёт блокировки на карте',
  held: 'Заблокирован на карте, вернётся, когда инструмент будет в постамате',
  released: 'Разблокирован на карте',
  charged: 'Удержан',
};

function DepositCard({ order, expected }: { order: Order; expected: number }) {
  const { deposit, card } = order;
  if (!deposit && (expected === 0 || ENDED.has(order.status))) return null;
  const onCard = card ? `${card.brand} •• ${card.last4}` : null;
  return (
    <section className={d.card} aria-labelledby="rental-deposit-title" data-testid="rental-deposit">
      <h2 id="rental-deposit-title" className={d.cardTitle}>
        Залог
      </h2>
      <dl className={d.facts}>
        <Fact title="Сумма" value={formatRub(deposit ? deposit.amount : expected)} />
        {onCard ? <Fact title="Карта" value={onCard} /> : null}
      </dl>
      {deposit ? (
        <p className={s.depositState} data-testid="deposit-state">
          {deposit.status === 'charged' && deposit.charged > 0
            ? `Удержано ${formatRub(deposit.charged)}${deposit.charge_reason ? `: ${deposit.charge_reason}` : ''}`
            : depositStates[deposit.status]}
          {deposit.confirmation_url ? (
            <>
              {' '}
              <a href={deposit.confirmation_url}>Подтвердить блокировку</a>
            </>
          ) : null}
        </p>
      ) : (
        <p className={s.depositState} data-testid="deposit-state">
          Заблокируем на карте после оплаты и вернём, когда инструмент будет снова в постамате. Деньги не списываются.
        </p>
      )}
    </section>
  );
}

function PaymentsCard({ order }: { order: Order }) {
  const payments = order.documents.payments;
  return (
    <section className={d.card} aria-labelledby="rental-payments-title" data-testid="rental-payments">
      <h2 id="rental-payments-title" className={d.cardTitle}>
        Платежи
      </h2>
      {payments.length > 0 ? (
        <table className={d.lines}>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row">
                  {payment.title}
                  <small>
                    {dateTime(payment.paid_at ?? payment.created_at)} ·{' '}
                    {/* A deposit's hold waits for capture all the rental long: to the renter it is blocked on the card. */}
                    {payment.purpose === 'deposit' && payment.status === 'waiting_for_capture'
                      ? 'Заблокирован на карте'
                      : paymentStateTitle(payment, order)}
                  </small>
                </th>
                <td>{formatRub(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={d.muted}>Платежей пока нет.</p>
      )}
    </section>
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
