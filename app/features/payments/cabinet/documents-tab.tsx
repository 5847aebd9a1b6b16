import { useState } from 'react';
import { formatDate } from '../../../../lib/format/dates';
import { formatRub } from '../../../../lib/format/money';
import { ApiError, apiCreate } from '../../../shell/api-client';
import { getDeviceId } from '../../../shell/device-id';
import { useSnackbar } from '../../../shell/snackbar/snackbar';
import { useHydrated } from '../../../shell/use-hydrated';
import styles from './cabinet-payments.module.css';
import { statusClass, TabPager } from './history-tab';

export interface InvoiceItem {
  id: number;
  number: string;
  order_id: number;
  amount: number;
  description: string;
  status: string;
  status_title: string;
  issued_at: string;
  due_at: string;
}

/** The PDF comes as a blob from a POST, so it is saved through an object URL. */
async function downloadPdf(path: string, body: object, filename: string) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Client-Type': 'WEB_CLIENT', 'Device-ID': await getDeviceId() },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = await response.json().catch(() => null);
    throw new ApiError(response.status, answer, `Ошибка ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const downloadInvoice = (invoice: InvoiceItem) =>
  downloadPdf('/api/cabinet/v2/invoice/download', { id: invoice.id }, `${invoice.number}.pdf`);

/** A closing act (акт) of a company-paid order for one month. */
export interface ActItem {
  uuid: string;
  number: string;
  order_id: number;
  period_start: string;
  period_end: string;
  amount: number;
  description: string;
}

/** «Документы»: invoices with PDF download and card payment. */
export function DocumentsTab({ items, count, page, acts = [] }: { items: InvoiceItem[]; count: number; page: number; acts?: ActItem[] }) {
  const { showError } = useSnackbar();
  const live = useHydrated();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  const actsList =
    acts.length > 0 ? (
      <>
        <h2 className={styles.subtitle}>Акты</h2>
        <ul className={styles.list} data-testid="acts">
          {acts.map((act) => (
            <li key={act.uuid} className={styles.item} data-testid="act-item">
              <p className={styles.itemTitle}>Акт {act.number}</p>
              <span className={styles.amount}>{formatRub(act.amount)}</span>
              <p className={styles.meta}>
                {act.description} · с {formatDate(`${act.period_start}T12:00:00Z`)} по {formatDate(`${act.period_end}T12:00:00Z`)}
              </p>
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() =>
                    void run(`a${act.uuid}`, () => downloadPdf('/api/cabinet/v2/act/download', { uuid: act.uuid }, `${act.number}.pdf`))
                  }
                >
                  {busy === `a${act.uuid}` ? 'Скачиваем…' : 'Скачать PDF'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </>
    ) : null;

  if (count === 0) {
    return (
      <>
        <div className={styles.empty} data-testid="documents-empty">
          <p>Счетов пока нет. Счёт появится, если выбрать оплату по счёту при оформлении аренды.</p>
        </div>
        {actsList}
      </>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {items.map((invoice) => (
          <li key={invoice.id} className={styles.item} data-testid="invoice-item">
            <p className={styles.itemTitle}>Счёт {invoice.number}</p>
            <span className={styles.amount}>{formatRub(invoice.amount)}</span>
            <p className={styles.meta}>
              {invoice.description} · от {formatDate(invoice.issued_at)}
              {invoice.status === 'issued' ? ` · оплатить до ${formatDate(invoice.due_at)}` : ''}
            </p>
            <span className={`${styles.status} ${statusClass(invoice.status)}`}>{invoice.status_title}</span>
            <div className={styles.itemActions}>
              <button
                type="button"
                className={`btn btn-secondary ${styles.small}`}
                disabled={!live || busy !== null}
                onClick={() => void run(`d${invoice.id}`, () => downloadInvoice(invoice))}
              >
                {busy === `d${invoice.id}` ? 'Скачиваем…' : 'Скачать PDF'}
              </button>
              {invoice.status === 'issued' && (
                <button
                  type="button"
                  className={`btn btn-primary ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() =>
                    void run(`p${invoice.id}`, async () => {
                      const payment = await apiCreate<{ id: string; confirmation_url: string | null }>('/api/cabinet/v2/invoice/pay', {
                        id: invoice.id,
                      });
                      window.location.assign(payment.confirmation_url ?? `/payments/status/?id=${payment.id}`);
                    })
                  }
                >
                  Оплатить картой
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <TabPager page={page} count={count} tab="documents" />
      {actsList}
    </>
  );
}
