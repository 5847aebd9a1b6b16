import { useState, type FormEvent } from 'react';
import type { AdminNotice } from '../../../domains/content/admin-schema';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from './admin-page';
import { fromMoscowInput, toMoscowInput } from './moscow-input';
import { useAdminCall } from './use-admin-call';

/** Create (no `notice`) or edit a notice of the site: text, colour, order and when it shows (Moscow time). */
export function NoticeForm({ notice, onDone }: { notice?: AdminNotice; onDone?: () => void }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const body = {
      text: field('text'),
      background_color: field('background_color'),
      sort: Number(field('sort') || '100'),
      starts_at: fromMoscowInput(field('starts_at')),
      ends_at: fromMoscowInput(field('ends_at')) ?? null,
    };
    const saved = notice
      ? await call<AdminNotice>('save', `/api/admin/notices/${notice.id}`, 'PUT', body)
      : await call<AdminNotice>('save', '/api/admin/notices', 'POST', body);
    if (saved) {
      setFormKey((key) => key + 1);
      onDone?.();
    }
  }

  const prefix = notice ? `notice-${notice.id}` : 'notice-new';
  return (
    <form key={formKey} className={styles.form} onSubmit={(event) => void submit(event)} data-testid={`${prefix}-form`}>
      <label className={styles.field}>
        <span>Текст сообщения</span>
        <textarea name="text" required maxLength={500} defaultValue={notice?.text} data-testid="notice-text" />
      </label>
      <div className={styles.formGrid}>
        <label className={styles.field}>
          <span>Начало показа (Москва; пусто — сейчас)</span>
          <input type="datetime-local" name="starts_at" defaultValue={toMoscowInput(notice?.starts_at ?? null)} />
        </label>
        <label className={styles.field}>
          <span>Конец показа (пусто — без конца)</span>
          <input type="datetime-local" name="ends_at" defaultValue={toMoscowInput(notice?.ends_at ?? null)} />
        </label>
        <label className={styles.field}>
          <span>Цвет фона</span>
          <input type="color" name="background_color" defaultValue={notice?.background_color ?? '#e8f1ff'} />
        </label>
        <label className={styles.field}>
          <span>Порядок (меньше — выше)</span>
          <input type="number" name="sort" min={0} max={10000} defaultValue={notice?.sort ?? 100} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!live || busy !== null} data-testid="notice-save">
          {notice ? 'Сохранить' : 'Опубликовать'}
        </button>
        {onDone && notice ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Отмена
          </button>
        ) : null}
      </div>
    </form>
  );
}
