import { SmartLink } from '../../../shell/smart-link';
import { CardsTab, type CardItem } from './cards-tab';
import styles from './cabinet-payments.module.css';
import { DocumentsTab, type ActItem, type InvoiceItem } from './documents-tab';
import { HistoryTab, type HistoryItem } from './history-tab';

export type PaymentsTab = 'history' | 'documents' | 'cards';

export type CabinetPaymentsData =
  | { tab: 'history'; page: number; items: HistoryItem[]; count: number }
  | { tab: 'documents'; page: number; items: InvoiceItem[]; count: number; acts: ActItem[] }
  | { tab: 'cards'; cards: CardItem[] };

const tabs: Array<{ id: PaymentsTab; label: string }> = [
  { id: 'history', label: 'Платежи' },
  { id: 'documents', label: 'Документы' },
  { id: 'cards', label: 'Карты' },
];

/** /cabinet/payments/: payments history, invoices and saved cards as tabs (links keep it server-rendered). */
export function CabinetPaymentsPage({ data }: { data: CabinetPaymentsData }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Платежи и документы</h1>
      <nav className={styles.tabs} aria-label="Разделы">
        {tabs.map((t) => (
          <SmartLink
            key={t.id}
            to={`?tab=${t.id}`}
            className={styles.tab}
            aria-current={data.tab === t.id ? 'page' : undefined}
            data-testid={`tab-${t.id}`}
          >
            {t.label}
          </SmartLink>
        ))}
      </nav>
      {data.tab === 'history' && <HistoryTab items={data.items} count={data.count} page={data.page} />}
      {data.tab === 'documents' && <DocumentsTab items={data.items} count={data.count} page={data.page} acts={data.acts} />}
      {data.tab === 'cards' && <CardsTab cards={data.cards} />}
    </section>
  );
}
