import { useState } from 'react';
import { data, Form, useLocation, useRevalidator } from 'react-router';
import { outboxQuerySchema } from '../../../domains/outbox/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { apiRequest } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import type { Route } from './+types/outbox';
import styles from './outbox.module.css';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Песочница: отправленные сообщения' }, { name: 'robots', content: 'noindex' }];
}

/** What the sandbox adapters "sent" (codes, calls, e-mails), for developers. Only with the sandbox on (never in production). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.services.env.sandboxProviders) throw data('Страница не найдена', { status: 404 });
  const url = new URL(request.url);
  const parsed = outboxQuerySchema.safeParse({ to: url.searchParams.get('to') || undefined, limit: 100 });
  const query = parsed.success ? parsed.data : { limit: 100 };
  const items = await context.services.outbox.list(query);
  return { items, to: query.to ?? '', error: parsed.success ? null : 'Укажите телефон (цифры) или e-mail' };
}

/** Plays the visitor's call for a USER_CALL check, as if they had dialled the number. */
function PlayCallButton({ phone }: { phone: string }) {
  const revalidator = useRevalidator();
  const { show, showError } = useSnackbar();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`btn btn-secondary ${styles.play}`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await apiRequest('/api/dev/outbox/call', { method: 'POST', body: { phone } });
          show({ color: 'success', icon: 'success', text: `Звонок с номера ${formatPhone(phone)} принят` });
          await revalidator.revalidate();
        } catch (error) {
          showError(error);
        } finally {
          setBusy(false);
        }
      }}
      data-testid="outbox-play-call"
    >
      Сыграть звонок
    </button>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { items, to, error } = loaderData;
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <h1>Песочница: отправленные сообщения</h1>
      <p className={styles.hint}>
        Внешние сервисы здесь работают в режиме песочницы: SMS, звонки и письма не уходят, а записываются сюда. То же отдаёт{' '}
        <code>GET /api/dev/outbox?to=</code>.
      </p>
      <Form method="get" action={pathname} className={styles.filter}>
        <label htmlFor="outbox-to">Получатель</label>
        <input id="outbox-to" name="to" defaultValue={to} placeholder="79991234567 или name@example.ru" />
        <button type="submit" className="btn btn-primary">
          Показать
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void revalidator.revalidate()}>
          Обновить
        </button>
      </Form>
      {error ? <p role="alert">{error}</p> : null}
      {items.length === 0 ? (
        <p data-testid="outbox-empty">Сообщений пока нет.</p>
      ) : (
        <table className={styles.table} data-testid="outbox-table">
          <thead>
            <tr>
              <th>Когда</th>
              <th>Канал</th>
              <th>Кому</th>
              <th>Текст</th>
              <th>Код</th>
              <th>Номер звонка</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.created_at}-${index}`}>
                <td>{formatDateTime(item.created_at)}</td>
                <td>{item.channel}</td>
                <td>{item.to.includes('@') ? item.to : formatPhone(item.to)}</td>
                <td>{item.text}</td>
                <td>
                  <strong>{item.code ?? '—'}</strong>
                </td>
                <td>
                  {item.call_phone ? formatPhone(item.call_phone) : '—'}
                  {item.channel === 'USER_CALL' ? <PlayCallButton phone={item.to} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
