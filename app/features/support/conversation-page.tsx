import { useMemo } from 'react';
import type { InboxItem, UserContext } from '../../../domains/support/schema';
import { formatRub } from '../../../lib/format/money';
import { formatDate, formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { SmartLink } from '../../shell/smart-link';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminPage, adminStyles as styles, useAdminCall } from '../admin';
import type { ChatPage } from './chat-types';
import { staffChat } from './chat-transports';
import { ChatView } from './chat-view';
import inbox from './inbox.module.css';

export interface ConversationPageData {
  conversation: InboxItem;
  context: UserContext;
  messages: ChatPage;
  /** Support staff a conversation may be assigned to. */
  team: { id: number; name: string }[];
  me: number;
}

function Context({ context }: { context: UserContext }) {
  const { profile } = context;
  return (
    <div className={inbox.side} data-testid="support-context">
      <div className={inbox.box}>
        <h2>Профиль</h2>
        <ul className={inbox.rows}>
          <li>{profile.name}</li>
          <li>{profile.phone ? formatPhone(profile.phone) : 'Телефона нет'}</li>
          <li>{profile.email ?? 'E-mail не указан'}</li>
          <li>С нами с {formatDate(profile.registered_at)}</li>
          {profile.deactivated ? <li>Аккаунт удалён</li> : null}
        </ul>
      </div>
      <div className={inbox.box}>
        <h2>Заказы ({context.orders_count})</h2>
        {context.orders.length === 0 ? (
          <p className={styles.meta}>Заказов нет.</p>
        ) : (
          <ul className={inbox.rows}>
            {context.orders.map((order) => (
              <li key={order.id}>
                №{order.id} · {order.title} · {order.status}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={inbox.box}>
        <h2>Платежи</h2>
        {context.payments.length === 0 ? (
          <p className={styles.meta}>Платежей нет.</p>
        ) : (
          <ul className={inbox.rows}>
            {context.payments.map((payment) => (
              <li key={payment.id}>
                {formatDateTime(payment.date)} · {formatRub(payment.amount)} · {payment.status}
                <br />
                <span className={styles.meta}>{payment.description}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** /admin/support/{id}/: the conversation, the user's context, reply, assign, close. */
export function ConversationPage({ data }: { data: ConversationPageData }) {
  const { conversation } = data;
  const transport = useMemo(() => staffChat(conversation.id), [conversation.id]);
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const base = `/api/admin/support/conversations/${conversation.id}`;
  const assign = (id: number | null) => void call('assign', `${base}/assign`, 'POST', { staff_user_id: id });
  return (
    <AdminPage
      title={conversation.user.name}
      lead={`${conversation.user.phone ? formatPhone(conversation.user.phone) : 'Без телефона'} · ${
        conversation.status === 'closed' ? 'закрыта' : 'открыта'
      } · ${conversation.assigned_to ? `ведёт ${conversation.assigned_to.name}` : 'не назначена'}`}
      actions={
        <SmartLink to="/admin/support/" className={styles.small}>
          ← Все переписки
        </SmartLink>
      }
    >
      <div className={inbox.controls}>
        {conversation.assigned_to?.id !== data.me ? (
          <button
            type="button"
            className={`btn btn-secondary ${styles.small}`}
            disabled={!live || busy !== null}
            onClick={() => assign(data.me)}
          >
            Взять себе
          </button>
        ) : null}
        <label className={styles.field}>
          <span>Назначить</span>
          <select
            value={conversation.assigned_to?.id ?? ''}
            disabled={!live || busy !== null}
            onChange={(event) => assign(event.target.value ? Number(event.target.value) : null)}
            data-testid="support-assign"
          >
            <option value="">Никому</option>
            {data.team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        {conversation.status === 'open' ? (
          <button
            type="button"
            className={`btn btn-secondary ${styles.small}`}
            disabled={!live || busy !== null}
            onClick={() => void call('close', `${base}/close`, 'POST')}
            data-testid="support-close"
          >
            Закрыть
          </button>
        ) : (
          <button
            type="button"
            className={`btn btn-secondary ${styles.small}`}
            disabled={!live || busy !== null}
            onClick={() => void call('reopen', `${base}/reopen`, 'POST')}
          >
            Открыть снова
          </button>
        )}
      </div>
      <div className={inbox.layout}>
        <ChatView transport={transport} initial={data.messages} otherName={conversation.user.name} emptyText="Сообщений нет." />
        <Context context={data.context} />
      </div>
    </AdminPage>
  );
}
