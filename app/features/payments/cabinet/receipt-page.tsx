import { formatRub } from '../../../../lib/format/money';
import { formatNumber } from '../../../../lib/format/number';
import { siteConfig } from '../../../../lib/site-config';
import type { ReceiptItem } from '../../../../domains/payments/receipt';
import { paymentModeTitles, paymentSubjectTitles, taxSystemTitles, vatTitles } from '../../../../domains/payments/receipt';
import styles from './receipt-page.module.css';

export interface ReceiptPageData {
  id: string;
  kind: 'payment' | 'refund';
  operation: string;
  created_at: string;
  registration: string;
  registration_title: string;
  provider_receipt_id: string | null;
  ofd_url: string | null;
  amount: number;
  receipt: { customer: { email?: string; phone?: string }; items: ReceiptItem[]; tax_system_code: number };
  payment: { id: string; description: string; purpose: string; order_id: number | null; paid_at: string | null };
}

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A receipt sum with its kopecks: «3 050,00 ₽». */
function rub(value: number): string {
  return `${formatNumber(value, { minFraction: 2, maxFraction: 2 })} ₽`;
}

function maskedPhone(phone: string): string {
  return phone.length === 11 ? `+${phone[0]} (${phone.slice(1, 4)}) ***-**-${phone.slice(9)}` : phone;
}

/** Our view of a fiscal receipt: the fields a 54-ФЗ receipt carries, printable. */
export function ReceiptPage({ receipt }: { receipt: ReceiptPageData }) {
  const { items, customer, tax_system_code: taxSystem } = receipt.receipt;
  return (
    <article className={styles.receipt} data-testid="receipt" aria-labelledby="receipt-title">
      <header className={styles.head}>
        <h1 id="receipt-title" className={styles.title}>
          Кассовый чек
        </h1>
        <p className={styles.operation} data-testid="receipt-operation">
          {receipt.operation}
        </p>
        <p className={styles.muted}>{moscowTime.format(new Date(receipt.created_at))} (МСК)</p>
      </header>

      <dl className={styles.fields}>
        <dt>Продавец</dt>
        <dd>{siteConfig.legalName}</dd>
        <dt>ИНН</dt>
        <dd data-testid="receipt-inn">{siteConfig.inn}</dd>
        <dt>Адрес расчётов</dt>
        <dd>{siteConfig.siteUrl.replace(/^https?:\/\//, '')}</dd>
        <dt>Система налогообложения</dt>
        <dd>{taxSystemTitles[taxSystem] ?? taxSystem}</dd>
      </dl>

      <table className={styles.items}>
        <thead>
          <tr>
            <th scope="col">Предмет расчёта</th>
            <th scope="col">Кол-во</th>
            <th scope="col">Сумма</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index} data-testid="receipt-item">
              <td>
                {item.description}
                <small>
                  {paymentSubjectTitles[item.payment_subject] ?? item.payment_subject} ·{' '}
                  {paymentModeTitles[item.payment_mode] ?? item.payment_mode} · {vatTitles[item.vat_code] ?? `НДС ${item.vat_code}`}
                </small>
              </td>
              <td>{Number(item.quantity)}</td>
              <td>{rub(Number(item.amount.value) * Number(item.quantity))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.fields}>
        <dt>Итого</dt>
        <dd className={styles.total} data-testid="receipt-total">
          {formatRub(receipt.amount)}
        </dd>
        <dt>Безналичными</dt>
        <dd>{formatRub(receipt.amount)}</dd>
        <dt>Покупатель</dt>
        <dd>{customer.phone ? maskedPhone(customer.phone) : (customer.email ?? '—')}</dd>
        <dt>Статус</dt>
        <dd data-testid="receipt-registration">{receipt.registration_title}</dd>
        {receipt.provider_receipt_id && (
          <>
            <dt>Номер чека у провайдера</dt>
            <dd>{receipt.provider_receipt_id}</dd>
          </>
        )}
      </dl>

      <footer className={styles.actions}>
        {receipt.ofd_url && (
          <a className="btn btn-secondary" href={receipt.ofd_url} target="_blank" rel="noopener noreferrer">
            Чек на сайте ОФД
          </a>
        )}
        <a className="btn btn-secondary" href="/cabinet/payments/">
          К платежам
        </a>
      </footer>
    </article>
  );
}
