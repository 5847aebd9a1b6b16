import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { SmartLink as Link } from '../../shell/smart-link';
import { apiRequest } from '../../shell/api-client';
import { ConfirmRemoveDialog } from '../../shell/dialogs/confirm-remove-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminPage, adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import { MoveButtons } from './move-buttons';
import { RequestFacts, StatusBadge } from './request-facts';
import { volumeOf } from './titles';
import type { ConsoleItem, StaffRequest } from './types';
import { useConsoleAction, useConsoleData } from './use-console';

/** Local previews of the chosen photos, let go when the choice changes or the page closes. */
function usePreviews(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

function Items({ items, onRemove, busy }: { items: ConsoleItem[]; onRemove?: (item: ConsoleItem) => void; busy: boolean }) {
  if (items.length === 0) return <p className={styles.meta}>Вещей пока нет.</p>;
  return (
    <ul className={styles.list} data-testid="storekeeper-items">
      {items.map((item) => (
        <li key={item.id} className={css.item} data-testid="storekeeper-item" data-item-id={item.id}>
          <div className={css.itemHead}>
            <span className={css.big}>{item.title}</span>
            {onRemove ? (
              <button
                type="button"
                className={`btn btn-ghost ${styles.small}`}
                disabled={busy}
                onClick={() => onRemove(item)}
                aria-label={`Удалить «${item.title}»`}
              >
                Удалить
              </button>
            ) : null}
          </div>
          {item.description ? <p className={styles.meta}>{item.description}</p> : null}
          {item.photos.length > 0 ? (
            <div className={css.photos}>
              {item.photos.map((url) => (
                <img key={url} src={url} alt={item.title} className={css.thumbImg} loading="lazy" data-testid="storekeeper-item-photo" />
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Accepting a drop-off: the items one by one with photos, then the measured volume. */
function Acceptance({ request, reload }: { request: StaffRequest; reload: () => Promise<void> }) {
  const live = useHydrated();
  const { showError } = useSnackbar();
  const { busy, run } = useConsoleAction(reload);
  const [adding, setAdding] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<ConsoleItem | null>(null);
  const previews = usePreviews(files);
  const booked = volumeOf(request);

  async function addItem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const description = String(form.get('description') ?? '').trim();
    setAdding(true);
    try {
      const item = await apiRequest<{ id: number }>(`/api/admin/clouds/requests/${request.id}/items`, {
        method: 'POST',
        body: { title: String(form.get('title') ?? '').trim(), ...(description ? { description } : {}) },
      });
      for (const file of files) {
        const upload = new FormData();
        upload.append('file', file);
        await apiRequest(`/api/admin/clouds/items/${item.id}/photos`, { method: 'POST', body: upload });
      }
      setFiles([]);
      setFormKey((key) => key + 1);
    } catch (error) {
      showError(error);
    } finally {
      setAdding(false);
      await reload();
    }
  }

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const volume = Number(String(new FormData(event.currentTarget).get('measured_volume') ?? '').replace(',', '.'));
    await run('accept', `/api/admin/clouds/requests/${request.id}/accept`, 'POST', { measured_volume: volume });
  }

  async function remove(item: ConsoleItem) {
    const done = await run(`remove${item.id}`, `/api/admin/clouds/items/${item.id}`, 'DELETE');
    if (done !== undefined) setRemoving(null);
  }

  const pick = (event: ChangeEvent<HTMLInputElement>) => setFiles([...(event.target.files ?? [])]);
  const locked = !live || adding || busy !== null;

  return (
    <>
      <section className={css.stop} aria-labelledby="items-title">
        <p className={css.big} id="items-title">
          Вещи ({request.items.length})
        </p>
        <Items items={request.items} onRemove={setRemoving} busy={locked} />
      </section>
      <form key={formKey} className={styles.form} onSubmit={(event) => void addItem(event)} data-testid="storekeeper-item-form">
        <p className={css.big}>Новая вещь</p>
        <label className={styles.field}>
          <span>Название</span>
          <input name="title" required maxLength={120} placeholder="Коробка с книгами" data-testid="item-title" />
        </label>
        <label className={styles.field}>
          <span>Описание</span>
          <textarea name="description" maxLength={1000} placeholder="Размер, состояние, особые отметки" data-testid="item-description" />
        </label>
        <label className={`btn btn-secondary ${css.wide} ${css.camera}`}>
          {files.length > 0 ? `Фото выбрано: ${files.length}. Заменить` : 'Сфотографировать или выбрать фото'}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={pick}
            className="visually-hidden"
            data-testid="item-photo"
          />
        </label>
        {previews.length > 0 ? (
          <div className={css.photos} data-testid="item-previews">
            {previews.map((url, index) => (
              <img key={url} src={url} alt={`Фото ${index + 1}`} className={previews.length === 1 ? css.preview : css.thumbImg} />
            ))}
          </div>
        ) : null}
        <button type="submit" className={`btn btn-secondary ${css.wide}`} disabled={locked} data-testid="item-add">
          {adding ? 'Сохраняем…' : 'Добавить вещь'}
        </button>
      </form>
      <form className={styles.form} onSubmit={(event) => void accept(event)} data-testid="storekeeper-accept-form">
        <label className={styles.field}>
          <span>Измеренный объём, м³{booked !== null ? ` (клиент бронировал ${String(booked).replace('.', ',')})` : ''}</span>
          <input
            name="measured_volume"
            type="number"
            inputMode="decimal"
            min={0.5}
            max={100}
            step={0.1}
            required
            defaultValue={booked ?? undefined}
            data-testid="measured-volume"
          />
        </label>
        <div className={`${css.thumb} ${css.thumbInCard}`}>
          <button
            type="submit"
            className={`btn btn-primary ${css.wide}`}
            disabled={locked || request.items.length === 0}
            data-testid="storekeeper-accept"
          >
            {busy === 'accept' ? 'Принимаем…' : 'Принять на склад'}
          </button>
        </div>
      </form>
      <ConfirmRemoveDialog
        item={removing}
        title="Удалить вещь?"
        name={(item) => item.title}
        note="Вещь и её фото уйдут из списка приёмки."
        busy={busy !== null}
        onConfirm={(item) => void remove(item)}
        onClose={() => setRemoving(null)}
        testId="item-remove-dialog"
      />
    </>
  );
}

/** /admin/clouds/storekeeper/<id>/: a drop-off to accept item by item, or a return to hand to the crew. */
export function StorekeeperRequestPage({ id }: { id: number }) {
  const request = useConsoleData<StaffRequest>(`/api/admin/clouds/requests/${id}`);
  const { busy, run } = useConsoleAction(request.reload);
  const shown = request.data;

  return (
    <AdminPage title={`Заявка №${id}`}>
      <div className={css.phone}>
        <Link to="/admin/clouds/storekeeper/" className={styles.meta}>
          ← Все заявки склада
        </Link>
        {request.error ? <p className={styles.error}>{request.error.message}</p> : null}
        {shown === null && !request.error ? <p className={styles.lead}>Загружаем…</p> : null}
        {shown ? (
          <>
            <section className={css.stop} data-testid="storekeeper-detail" data-request-id={shown.id}>
              <div className={css.stopHead}>
                <StatusBadge request={shown} />
                {shown.crew ? <span className={styles.meta}>Бригада: {shown.crew.name}</span> : null}
              </div>
              <RequestFacts request={shown} />
            </section>
            {shown.type === 'pickup' && shown.status === 'STOREKEEPER_ACCEPTS_STUFFS' ? (
              <Acceptance request={shown} reload={request.reload} />
            ) : (
              <>
                {shown.type === 'return' ? (
                  <section className={css.stop} aria-label="Вещи к выдаче">
                    <p className={css.big}>Выдать вещи ({shown.items.length})</p>
                    <Items items={shown.items} busy={false} />
                  </section>
                ) : shown.items.length > 0 ? (
                  <section className={css.stop} aria-label="Вещи">
                    <p className={css.big}>Вещи ({shown.items.length})</p>
                    <Items items={shown.items} busy={false} />
                  </section>
                ) : null}
                {shown.status === 'COMPLETED' ? <p className={styles.lead}>Заявка завершена.</p> : null}
                <MoveButtons request={shown} run={run} busy={busy} skip={['COMPLETED']} />
              </>
            )}
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
