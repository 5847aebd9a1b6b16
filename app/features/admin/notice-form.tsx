import type { AdminNotice } from '../../../domains/content/admin-schema';
import { adminStyles as styles } from './admin-page';
import { ScheduledItemForm } from './scheduled-item-form';

/** Create (no `notice`) or edit a notice of the site: text, colour, order and when it shows (Moscow time). */
export function NoticeForm({ notice, onDone }: { notice?: AdminNotice; onDone?: () => void }) {
  return (
    <ScheduledItemForm
      path="/api/admin/notices"
      item={notice}
      onDone={onDone}
      testId={notice ? `notice-${notice.id}-form` : 'notice-new-form'}
      saveTestId="notice-save"
      bodyOf={(field) => ({ text: field('text') })}
    >
      <label className={styles.field}>
        <span>Текст сообщения</span>
        <textarea name="text" required maxLength={500} defaultValue={notice?.text} data-testid="notice-text" />
      </label>
    </ScheduledItemForm>
  );
}
