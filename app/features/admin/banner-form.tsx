import type { AdminBanner } from '../../../domains/content/admin-schema';
import { adminStyles as styles } from './admin-page';
import { ScheduledItemForm } from './scheduled-item-form';

/** Create (no `banner`) or edit a banner of the main page and when it shows (Moscow time). */
export function BannerForm({ banner, onDone }: { banner?: AdminBanner; onDone?: () => void }) {
  return (
    <ScheduledItemForm
      path="/api/admin/banners"
      item={banner}
      onDone={onDone}
      testId="banner-form"
      saveTestId="banner-save"
      bodyOf={(field) => ({
        title: field('title'),
        text: field('text'),
        image_url: field('image_url'),
        link: field('link').trim() || null,
      })}
    >
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
      <label className={styles.field}>
        <span>Ссылка (необязательно)</span>
        <input name="link" maxLength={500} defaultValue={banner?.link ?? ''} />
      </label>
    </ScheduledItemForm>
  );
}
