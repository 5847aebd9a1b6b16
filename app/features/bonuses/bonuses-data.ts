import type { BonusHistoryItem, BonusWallet, PersonalCodeAnswer } from '../../../domains/bonuses/schema';

export type { BonusHistoryItem, BonusWallet, PersonalCodeAnswer };

/** What /cabinet/bonuses/ and its webview page show. */
export interface BonusesPageData {
  wallet: BonusWallet;
  code: PersonalCodeAnswer;
  /** The newest entries (the webview shows them in place of the history page). */
  recent: BonusHistoryItem[];
}

export type HistoryFilter = 'all' | 'earn' | 'spend';

/** What /cabinet/bonuses/history/ shows. */
export interface BonusHistoryPageData {
  filter: HistoryFilter;
  page: number;
  pages: number;
  items: BonusHistoryItem[];
  count: number;
}

export const BONUS_HISTORY_PAGE_SIZE = 20;

/** How to earn points: the rules pages that give them. */
export const EARN_WAYS: readonly { to: string; title: string; text: string }[] = [
  { to: '/rules/bally-za-otzyvy/', title: 'Отзыв', text: 'баллы за опубликованный отзыв о складе или услуге.' },
  { to: '/rules/skidka-500-za-registraciyu/', title: 'Первый заказ', text: 'скидка за регистрацию на первый заказ применится сама.' },
  { to: '/rules/skidka-25-na-pereezd/', title: 'Переезд', text: 'скидка на первый месяц хранения по промокоду ПЕРЕЕЗД.' },
];
