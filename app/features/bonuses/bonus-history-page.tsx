import { Pager, filteredPageHref } from '../../shell/pager';
import { SmartLink } from '../../shell/smart-link';
import { BonusEntry } from './bonus-entry';
import type { BonusHistoryPageData, HistoryFilter } from './bonuses-data';
import styles from './bonuses.module.css';

const FILTERS: { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'earn', label: 'Начисления' },
  { value: 'spend', label: 'Списания' },
];

function hrefOf(filter: HistoryFilter, page: number): string {
  return filteredPageHref({ filter: filter === 'all' ? '' : filter }, page);
}

/** /cabinet/bonuses/history/: every earn, spend, expiry and revert with its order, newest first. */
export function BonusHistoryPage({ data }: { data: BonusHistoryPageData }) {
  return (
    <section className={styles.page}>
      <SmartLink to="/cabinet/bonuses/" className={styles.back}>
        ← Бонусы
      </SmartLink>
      <h1 className={styles.title}>История бонусов</h1>
      <nav className={styles.filters} aria-label="Какие операции показать">
        {FILTERS.map((item) => (
          <SmartLink
            key={item.value}
            to={hrefOf(item.value, 1)}
            className={item.value === data.filter ? `${styles.filter} ${styles.filterOn}` : styles.filter}
            aria-current={item.value === data.filter ? 'page' : undefined}
            data-testid={`bonus-filter-${item.value}`}
          >
            {item.label}
          </SmartLink>
        ))}
      </nav>
      {data.count === 0 ? (
        <p className={styles.card} data-testid="bonus-history-empty">
          {data.filter === 'all' ? 'Операций с баллами пока не было.' : 'Таких операций пока не было.'}
        </p>
      ) : (
        <ul className={`${styles.card} ${styles.entries}`} data-testid="bonus-history">
          {data.items.map((item) => (
            <BonusEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => hrefOf(data.filter, page)} />
    </section>
  );
}
