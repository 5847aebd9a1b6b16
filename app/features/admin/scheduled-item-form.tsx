import { useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from './admin-page';
import { fromMoscowInput, toMoscowInput } from './moscow-input';
import { useAdminCall } from './use-admin-call';

/** What a notice and a banner of the main page share: a colour, an order and when they show. */
interface ScheduledItem {
  id: number;
  background_color: string;
  sort: number;
  starts_at: string;
  ends_at: string | null;
}

interface ScheduledItemFormProps<Item extends ScheduledItem> {
  /** The console's collection: a new item is posted to it, an edited one put to `<path>/<id>`. */
  path: string;
  item?: Item;
  onDone?: () => void;
  testId: string;
  saveTestId: string;
  /** The item's own fields in the request, read from the form by name. */
  bodyOf: (field: (name: string) => string) => Record<string, unknown>;
  /** The item's own fields, shown above the schedule. */
  children: ReactNode;
}

/**
 * Create (no `item`) or edit a scheduled item of the main page: its own fields, then the colour, the
 * order and when it shows (Moscow time), one form for the notices and the banners.
 */
export function ScheduledItemForm<Item extends ScheduledItem>({
  path,
  item,
  onDone,
  testId,
  saveTestId,
  bodyOf,
  children,
}: ScheduledItemFormProps<Item>) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const body = {
      ...bodyOf(field),
      background_color: field('background_color'),
      sort: Number(field('sort') || '100'),
      starts_at: fromMoscowInput(field('starts_at')),
      ends_at: fromMoscowInput(field('ends_at')) ?? null,
    };
    const saved = item ? await call<Item>('save', `${path}/${item.id}`, 'PUT', body) : await call<Item>('save', path, 'POST', body);
    if (saved) {
      setFormKey((key) => key + 1);
      onDone?.();
    }
  }

  return (
    <form key={formKey} className={styles.form} onSubmit={(event) => void submit(event)} data-testid={testId}>
      {children}
      <div className={styles.formGrid}>
        <label className={styles.field}>
          <span>Цвет фона</span>
          <input type="color" name="background_color" defaultValue={item?.background_color ?? '#e8f1ff'} />
        </label>
        <label className={styles.field}>
          <span>Начало показа (Москва; пусто — сейчас)</span>
          <input type="datetime-local" name="starts_at" defaultValue={toMoscowInput(item?.starts_at ?? null)} />
        </label>
        <label className={styles.field}>
          <span>Конец показа (пусто — без конца)</span>
          <input type="datetime-local" name="ends_at" defaultValue={toMoscowInput(item?.ends_at ?? null)} />
        </label>
        <label className={styles.field}>
          <span>Порядок (меньше — выше)</span>
          <input type="number" name="sort" min={0} max={10000} defaultValue={item?.sort ?? 100} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!live || busy !== null} data-testid={saveTestId}>
          {item ? 'Сохранить' : 'Опубликовать'}
        </button>
        {onDone && item ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Отмена
          </button>
        ) : null}
      </div>
    </form>
  );
}
