import { useMemo } from 'react';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import type { ChatPage } from './chat-types';
import { userChat } from './chat-transports';
import { ChatView } from './chat-view';
import styles from './support-page.module.css';

export const SUPPORT_EMPTY_TEXT = 'Напишите, чем помочь: ответим здесь же, а уведомление придёт в колокольчик и в приложение.';

/** /cabinet/support/ and /webview/cabinet/support/: the user's chat with support. */
export function SupportPage({ initial, variant }: { initial: ChatPage; variant: 'site' | 'webview' }) {
  const transport = useMemo(() => userChat(), []);
  return (
    <section className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title" className={styles.title}>
        Поддержка
      </h1>
      <p className={styles.lead}>
        {siteConfig.hours}. Можно приложить фото или PDF до 10 МБ.
        {variant === 'site' ? (
          <>
            {' '}
            Срочно — звоните <a href={phoneHref(siteConfig.supportPhone)}>{formatPhone(siteConfig.supportPhone)}</a>.
          </>
        ) : null}
      </p>
      <ChatView transport={transport} initial={initial} otherName="Поддержка" emptyText={SUPPORT_EMPTY_TEXT} />
    </section>
  );
}
