import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import type { ChatMessage, ChatPage, ChatTransport } from './chat-types';
import styles from './chat.module.css';
import { useChat, type PendingMessage } from './use-chat';

const MAX_TEXT = 4000;
const MAX_FILE = 10 * 1024 * 1024;
const TYPING_REPEAT_MS = 3000;
const TYPING_IDLE_MS = 4000;

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c${Date.now()}${Math.random().toString(36).slice(2)}`;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} МБ` : `${Math.max(1, Math.round(bytes / 1024))} КБ`;
}

function ClipIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M21 11.5 12.6 19.9a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8"
      />
    </svg>
  );
}

function Attachment({ file }: { file: NonNullable<ChatMessage['file']> }) {
  if (file.mime.startsWith('image/')) {
    return (
      <a href={file.url} target="_blank" rel="noopener" className={styles.photo}>
        <img src={file.url} alt={file.name} loading="lazy" />
      </a>
    );
  }
  return (
    <a href={file.url} className={styles.document} download={file.name}>
      <span className={styles.pdf}>PDF</span> {file.name} <span className={styles.muted}>({sizeText(file.size)})</span>
    </a>
  );
}

interface ChatViewProps {
  transport: ChatTransport;
  initial: ChatPage | null;
  /** Who the other side is called in the thread: «Поддержка» for users, the user's name for staff. */
  otherName: string;
  emptyText: string;
  /** The widget's compact height; pages grow with the screen. */
  compact?: boolean;
}

/** A chat thread and its composer, the same for the cabinet, the app's webview, the widget and the console. */
export function ChatView({ transport, initial, otherName, emptyText, compact = false }: ChatViewProps) {
  const chat = useChat(transport, initial);
  const live = useHydrated();
  const { showError } = useSnackbar();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const thread = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const typingSentAt = useRef(0);
  const idleTimer = useRef<number | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);

  const count = chat.messages.length + chat.pending.length;
  useLayoutEffect(() => {
    const element = thread.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [count, chat.otherTyping]);

  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  function onScroll() {
    const element = thread.current;
    if (element) nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  }

  function signalTyping(value: string) {
    const now = Date.now();
    if (value && now - typingSentAt.current > TYPING_REPEAT_MS) {
      typingSentAt.current = now;
      void transport.typing(true).catch(() => undefined);
    }
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => {
      if (typingSentAt.current !== 0) void transport.typing(false).catch(() => undefined);
      typingSentAt.current = 0;
    }, TYPING_IDLE_MS);
  }

  function pickFile(picked: File | null) {
    setFileError(null);
    if (picked && picked.size > MAX_FILE) {
      setFileError('Файл больше 10 МБ');
      return;
    }
    setFile(picked);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed && !file) return;
    const item: PendingMessage = { clientId: newClientId(), text: trimmed, file, failed: false };
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    nearBottom.current = true;
    window.clearTimeout(idleTimer.current);
    typingSentAt.current = 0;
    try {
      await chat.send(item);
    } catch (error) {
      showError(error, 'Сообщение не отправлено');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <div className={`${styles.chat} ${compact ? styles.compact : ''}`} data-testid="chat">
      <div className={styles.thread} ref={thread} onScroll={onScroll} role="log" aria-live="polite" aria-label="Переписка">
        {chat.hasMore ? (
          <button type="button" className={`btn btn-secondary ${styles.older}`} onClick={() => void chat.loadOlder().catch(showError)}>
            Показать раньше
          </button>
        ) : null}
        {chat.loaded && count === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
        {!chat.loaded ? <p className={styles.empty}>Загружаем переписку…</p> : null}
        {chat.messages.map((message) => {
          const mine = message.author === transport.side;
          return (
            <div
              key={message.id}
              className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}
              data-testid="chat-message"
              data-author={message.author}
            >
              {!mine ? <span className={styles.author}>{otherName}</span> : null}
              {message.file ? <Attachment file={message.file} /> : null}
              {message.text ? <p className={styles.text}>{message.text}</p> : null}
              <span className={styles.meta}>
                {formatDateTime(message.created_at)}
                {mine ? (
                  <span
                    className={styles.receipt}
                    data-testid="chat-receipt"
                    role="img"
                    aria-label={message.is_read ? 'Прочитано' : 'Доставлено'}
                  >
                    {message.is_read ? ' ✓✓' : ' ✓'}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
        {chat.pending.map((item) => (
          <div key={item.clientId} className={`${styles.message} ${styles.mine} ${styles.pending}`} data-testid="chat-pending">
            {item.file ? <p className={styles.text}>Файл: {item.file.name}</p> : null}
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
            {item.failed ? (
              <span className={styles.failed}>
                Не отправлено.{' '}
                <button type="button" className={styles.link} onClick={() => void chat.send(item).catch(showError)}>
                  Повторить
                </button>{' '}
                <button type="button" className={styles.link} onClick={() => chat.discard(item.clientId)}>
                  Удалить
                </button>
              </span>
            ) : (
              <span className={styles.meta}>Отправляем…</span>
            )}
          </div>
        ))}
        {chat.otherTyping ? (
          <p className={styles.typing} data-testid="chat-typing">
            {otherName} печатает…
          </p>
        ) : null}
      </div>
      <form className={styles.composer} onSubmit={(event) => void submit(event)} aria-label="Новое сообщение">
        {file ? (
          <p className={styles.chosen}>
            Файл: {file.name} ({sizeText(file.size)}){' '}
            <button type="button" className={styles.link} onClick={() => pickFile(null)}>
              убрать
            </button>
          </p>
        ) : null}
        {fileError ? (
          <p className={styles.error} role="alert">
            {fileError}
          </p>
        ) : null}
        <div className={styles.row}>
          <label className={styles.attach} title="Прикрепить фото или PDF">
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              className="visually-hidden"
              onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
              disabled={!live}
              data-testid="chat-file"
            />
            <ClipIcon />
            <span className="visually-hidden">Прикрепить фото или PDF</span>
          </label>
          <textarea
            className={styles.input}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              signalTyping(event.target.value);
            }}
            onKeyDown={onKeyDown}
            maxLength={MAX_TEXT}
            rows={1}
            placeholder="Сообщение"
            aria-label="Сообщение"
            disabled={!live}
            data-testid="chat-input"
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.send}`}
            disabled={!live || (!text.trim() && !file)}
            data-testid="chat-send"
          >
            Отправить
          </button>
        </div>
        {text.length > MAX_TEXT - 500 ? (
          <p className={styles.counter}>
            {text.length} из {MAX_TEXT}
          </p>
        ) : null}
      </form>
    </div>
  );
}
