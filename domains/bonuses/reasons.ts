import type { BonusEntryKind } from './ledger-rules';

/** What each kind of entry is called in the history. */
export const KIND_TITLES: Record<BonusEntryKind, string> = {
  earn: 'Начисление',
  spend: 'Списание',
  revert: 'Возврат',
  expire: 'Сгорание',
};

const REASON_TITLES: Record<string, string> = {
  order_payment: 'Оплата заказа баллами',
  renewal: 'Оплата продления баллами',
  refund: 'Баллы вернулись после отмены оплаты',
  cancel_unused_days: 'Баллы за неиспользованные дни после расторжения',
  unused_time: 'Баллы за неиспользованное время',
  review: 'Баллы за отзыв',
  registration: 'Баллы за регистрацию',
  referral: 'Баллы за приглашённого друга',
  promo: 'Баллы по акции',
  expiry: 'Истёк срок действия баллов',
  opening_balance: 'Баланс на начало учёта',
  manual: 'Начисление от сотрудника',
};

/** The Russian reason shown in the history: the entry's comment when it has one, else its reason's title. */
export function reasonTitle(reason: string, kind: BonusEntryKind): string {
  return REASON_TITLES[reason] ?? KIND_TITLES[kind];
}
