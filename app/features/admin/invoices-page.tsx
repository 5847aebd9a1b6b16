import { Form } from 'react-router';
import { formatDate } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { Pager, filteredPageHref } from '../../shell/pager';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';
import { useAdminCall } from './use-admin-call';

export interface AdminInvoice {
  id: number;
  number: string;
  order_id: number;
  amount: number;
  description: string;
  status: string;
  status_title: string;
  issued_at: string;
  due_at: string;
  paid_at: string | null;
  user_id: number | null;
  company_name: string | null;
  company_inn: string | null;
}

export interface InvoicesPageData {
  status: string;
  page: number;
  pages: number;
  items: AdminInvoice[];
  count: number;
}

/** /admin/invoices/ «Счета»: invoices paid by bank transfer come outside the site; staff mark them paid here. */
export function InvoicesPage({ data }: { data: InvoicesPageData }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  return (
    <AdminPage
      title="Счета"
      lead="Счета компаний на оплату аренды. Когда перевод пришёл на расчётный счёт, отметьте счёт оплаченным — заказ станет активным."
    >
      <Form method="get" className={styles.filter} discover="none" aria-label="Фильтр счетов">
        <label className={styles.field}>
          <span>Статус</span>
          <select name="status" defaultValue={data.status}>
            <option value="issued">Ожидают оплаты</option>
            <option value="paid">Оплачены</option>
            <option value="canceled">Отменены</option>
            <option value="">Все</option>
          </select>
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
      </Form>
      <AdminList empty="Счетов нет." testId="admin-invoices">
        {data.items.map((invoice) => (
          <li key={invoice.id} className={styles.card} data-testid="admin-invoice">
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>
                Счёт {invoice.number} · {formatRub(invoice.amount)}
              </p>
              <span className={`${styles.badge} ${invoice.status === 'issued' ? styles.badgeNew : styles.badgeOk}`}>
                {invoice.status === 'paid' && invoice.paid_at ? `Оплачен ${formatDate(invoice.paid_at)}` : invoice.status_title}
              </span>
            </div>
            <p className={styles.meta}>
              {invoice.company_name ?? 'Без компании'}
              {invoice.company_inn ? `, ИНН ${invoice.company_inn}` : ''} · заказ №{invoice.order_id}
            </p>
            <p className={styles.text}>
              {invoice.description} · выставлен {formatDate(invoice.issued_at)}
              {invoice.status === 'issued' ? ` · оплатить до ${formatDate(invoice.due_at)}` : ''}
            </p>
            {invoice.status === 'issued' ? (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`btn btn-primary ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() => void call(`i${invoice.id}`, `/api/admin/invoices/${invoice.id}/paid`, 'POST')}
                  data-testid="invoice-mark-paid"
                >
                  {busy === `i${invoice.id}` ? 'Отмечаем…' : 'Отметить оплаченным'}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => filteredPageHref({ status: data.status }, page)} />
    </AdminPage>
  );
}
