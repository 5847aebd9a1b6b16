import { useState, type FormEvent } from 'react';
import type { AdminBanner } from '../../../domains/content/admin-schema';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from './admin-page';
import { fromMoscowInput, toMoscowInput } from './moscow-input';
import { useAdminCall } from './use-admin-call';

/** Create (no `banner`) or edit a banner of the main page and when it shows (Moscow time). */
export function BannerForm({ banner, onDone }: { banner?: AdminBanner; onDone?: () => void }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const body = {
      title: field('title'),
      text: field('text'),
      image_url: field('image_url'),
      link: field('link').trim() || null,
      background_color: field('background_color'),
      sort: Number(field('sort') || '100'),
      starts_at: fromMoscowInput(field('starts_at')),
      ends_at: fromMoscowInput(field('ends_at')) ?? null,
    };
    const saved = banner
      ? await call<AdminBanner>('save', `/api/admin/banners/${banner.id}`, 'PUT', body)
      : await call<AdminBanner>('save', '/api/admin/banners', 'POST', body);
    if (saved) {
      setFormKey((key) => key + 1);
      onDone?.();
    }
  }

  return (
    <form key={formKey} className={styles.form} onSubmit={(event) => void submit(event)} data-testid="banner-form">
      <div className={styles.formGrid}>
        <label className={styles.field}>
          <span>Заголовок</span>
          <input name="title" required maxLength={120} defaultValue={banner?.title} />
        </label>
        <label className={styles.field}>
          <span>Картинка (путь сайта /… или https://)</span>
          <input name="image_url" required maxLength={500} defaultValue={banner?.image_url ?? '/images/banners/'} />
        </label>
      </div>
      <label className={styles.field}>
        <span>Текст</span>
        <textarea name="text" required maxLength={500} defaultValue={banner?.text} />
      </label>
      <div className={styles.formGrid}>
        <label className={styles.field}>
          <span>Ссылка (необязательно)</span>
          <input name="link" maxLength={500} defaultValue={banner?.link ?? ''} />
        </label>
        <label className={styles.field}>
          <span>Цвет фона</span>
          <input type="color" name="background_color" defaultValue={banner?.background_color ?? '#e8f1ff'} />
        </label>
        <label className={styles.field}>
          <span>Начало показа (Москва; пусто — сейчас)</span>
          <input type="datetime-local" name="starts_at" defaultValue={toMoscowInput(banner?.starts_at ?? null)} />
        </label>
        <label className={styles.field}>
          <span>Конец показа (пусто — без конца)</span>
          <input type="datetime-local" name="ends_at" defaultValue={toMoscowInput(banner?.ends_at ?? null)} />
        </label>
        <label className={styles.field}>
          <span>Порядок (меньше — выше)</span>
          <input type="number" name="sort" min={0} max={10000} defaultValue={banner?.sort ?? 100} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!live || busy !== null} data-testid="banner-save">
          {banner ? 'Сохранить' : 'Опубликовать'}
        </button>
        {onDone && banner ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Отмена
          </button>
        ) : null}
      </div>
    </form>
  );
}
