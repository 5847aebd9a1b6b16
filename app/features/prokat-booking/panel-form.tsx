import type { Product } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { PeriodPicker, PriceBreakdown } from '../booking';
import { MAX_QUANTITY, periodCode } from './booking-query';
import { rentalPrice, tariffOf } from './rental-price';
import blocks from './panel-blocks.module.css';
import styles from './prokat-booking.module.css';

const FINES_PATH = '/prokat-fines/';

/** «Залог 5 000 ₽ заблокируем…», for every unit taken. */
function depositSentence(deposit: number, quantity: number): string {
  const sum = quantity > 1 ? `${formatRub(deposit * quantity)} (${quantity} × ${formatRub(deposit)})` : formatRub(deposit);
  return `Залог ${sum} заблокируем на карте и вернём после возврата инструмента`;
}

/**
 * The choice of the panel: the period by the model's tariffs, how many (up to what lies free, at
 * most 3), the price by the tariff, the deposit to be held, and the terms.
 */
export function PanelForm({
  id,
  product,
  period,
  quantity,
  free,
  onPeriod,
  onQuantity,
}: {
  id: string;
  product: Product;
  period: string | null;
  quantity: number;
  /** Units lying free in the locker. */
  free: number;
  onPeriod: (code: string) => void;
  onQuantity: (quantity: number) => void;
}) {
  const tariff = tariffOf(product.tariffs, period);
  const maxQuantity = Math.min(free, MAX_QUANTITY);
  const periods = product.tariffs.map((each) => ({
    code: periodCode(each.unit, each.period_number),
    title: each.title,
    discount_percent: 0,
    total: each.price_total * quantity,
  }));
  return (
    <>
      <PeriodPicker id={id} legend="Срок аренды" periods={periods} value={period ?? ''} onChange={onPeriod} />
      {maxQuantity > 1 ? (
        <div className={styles.quantity}>
          <span className={blocks.blockTitle} id={`${id}-qty`}>
            Сколько штук
          </span>
          <div className={styles.stepper} role="group" aria-labelledby={`${id}-qty`}>
            <button type="button" onClick={() => onQuantity(quantity - 1)} disabled={quantity <= 1} aria-label="Меньше">
              −
            </button>
            <output aria-live="polite" data-testid="booking-quantity">
              {quantity}
            </output>
            <button type="button" onClick={() => onQuantity(quantity + 1)} disabled={quantity >= maxQuantity} aria-label="Больше">
              +
            </button>
          </div>
          <span className={styles.muted}>в постамате свободно {free} шт.</span>
        </div>
      ) : null}
      <PriceBreakdown price={tariff ? rentalPrice(product.name, tariff, quantity) : null} loading={false} />
      <p className={styles.deposit} data-testid="booking-deposit">
        {depositSentence(product.deposit, quantity)}
      </p>
      <ul className={styles.notes}>
        <li>Срок считается с момента, когда вы заберёте инструмент из ячейки; забрать его можно в пределах оплаченного срока.</li>
        <li>Бронь ждёт оплаты 15 минут. Скидку за регистрацию, если она положена, учтём при оплате.</li>
        <li>
          <SmartLink to={FINES_PATH} target="_blank" data-testid="booking-fines">
            Штрафы за просрочку и повреждения
          </SmartLink>
        </li>
      </ul>
    </>
  );
}
