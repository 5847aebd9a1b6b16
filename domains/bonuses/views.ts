import { BONUS_VALID_MONTHS } from './earning-figures';
import { formatRub } from '../../lib/format/money';
import type { Lot } from './expiry-rules';
import { EXPIRY_WARNING_DAYS } from './expiry-rules';
import type { BonusEntryKind } from './ledger-rules';
import { KIND_TITLES, reasonTitle } from './reasons';
import type { BonusHistoryItem, BonusWallet, HeldPointsItem, PersonalCodeAnswer } from './schema';

interface EntryRow {
  id: number;
  kind: BonusEntryKind;
  points: number;
  reason: string;
  comment: string | null;
  orderId: number | null;
  createdAt: Date;
  expiresAt: Date | null;
}

/** An entry of the history; `orderPage` is its order's cabinet page (the list when the order is unknown). */
export function historyItem(row: EntryRow, orderPage: string | undefined): BonusHistoryItem {
  return {
    id: row.id,
    kind: row.kind,
    kind_title: KIND_TITLES[row.kind],
    points: row.points,
    reason: reasonTitle(row.reason, row.kind),
    reason_code: row.reason,
    comment: row.comment,
    order_id: row.orderId,
    order_link: row.orderId !== null ? (orderPage ?? '/cabinet/subscriptions/') : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export function walletView(
  wallet: { balance: number; expiring: Lot[] },
  days: number,
  maxShare: number,
  held: HeldPointsItem[] = [],
): BonusWallet {
  const percent = Math.round(maxShare * 100);
  const heldPoints = held.reduce((sum, item) => sum + item.points, 0);
  return {
    balance: wallet.balance,
    held_points: heldPoints,
    spendable: Math.max(0, wallet.balance - heldPoints),
    held,
    expiring_points: wallet.expiring.reduce((sum, lot) => sum + lot.remaining, 0),
    expiring_at: wallet.expiring[0]?.expiresAt?.toISOString() ?? null,
    expiring_days: days,
    expiring: wallet.expiring.map((lot) => ({ points: lot.remaining, expires_at: lot.expiresAt!.toISOString() })),
    rules: {
      rub_per_point: 1,
      max_share: maxShare,
      max_share_percent: percent,
      valid_months: BONUS_VALID_MONTHS,
      warning_days: EXPIRY_WARNING_DAYS,
      text:
        `1 балл = 1 ₽. Баллами можно оплатить до ${percent} % стоимости продления подписки или нового заказа. ` +
        `Баллы действуют ${BONUS_VALID_MONTHS} месяцев с даты начисления; за ${EXPIRY_WARNING_DAYS} дней до сгорания пришлём уведомление.`,
    },
  };
}

export function personalCodeView(code: {
  code: string;
  friend_discount: number;
  friend_min_order: number;
  owner_points: number;
  used_count: number;
}): PersonalCodeAnswer {
  return {
    ...code,
    text:
      `Друг получит скидку ${formatRub(code.friend_discount)} на первый заказ от ${formatRub(code.friend_min_order)}, ` +
      `а вы — ${code.owner_points} баллов, когда он его оплатит.`,
    share_text:
      `Мой промокод в Местечке: ${code.code} — скидка ${formatRub(code.friend_discount)} на первый заказ ` +
      `от ${formatRub(code.friend_min_order)}.`,
  };
}
