export { BonusesPage } from './bonuses-page';
export { BonusHistoryPage } from './bonus-history-page';
export { BONUS_HISTORY_PAGE_SIZE, type BonusesPageData, type BonusHistoryPageData, type HistoryFilter } from './bonuses-data';
export { loadBonusesPage, loadBonusHistoryPage } from './bonuses-loaders';
