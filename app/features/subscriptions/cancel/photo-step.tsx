import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderFile } from '../../../../domains/orders/cabinet/cabinet-schema';
import { useSnackbar } from '../../../shell/snackbar/snackbar';
import { subscriptionsApi, uploadOrderPhoto } from '../api';
import { NextButton, StepNav } from './step-nav';
import { stepPath, type CancelUrlState } from './state';
import styles from './cancel.module.css';

const MAX_PHOTOS = 10;

/** Step 2: photos of the emptied cell (at least one): upload, preview, delete. */
export function PhotoStep({ orderId, state, files: loaded }: { orderId: number; state: CancelUrlState; files: OrderFile[] }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [files, setFiles] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const add = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setBusy(true);
    try {
      for (const file of Array.from(list).slice(0, MAX_PHOTOS - files.length)) {
        const saved = await uploadOrderPhoto(orderId, file);
        setFiles((current) => [...current, saved]);
      }
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (uuid: string) => {
    try {
      await subscriptionsApi.deleteFile(orderId, uuid);
      setFiles((current) => current.filter((f) => f.uuid !== uuid));
    } catch (error) {
      snackbar.showError(error);
    }
  };

  return (
    <>
      <p className={styles.text}>
        Сфотографируйте пустую ячейку с открытой дверью так, чтобы был виден пол и стены. Подойдут JPEG, PNG или WebP до 10 МБ, до{' '}
        {MAX_PHOTOS} фото.
      </p>
      <ul className={styles.photos} data-testid="cancel-photos">
        {files.map((f) => (
          <li key={f.uuid} className={styles.photo}>
            <img src={f.url} alt={`Фото ячейки: ${f.name}`} loading="lazy" />
            <button type="button" className={styles.photoDelete} onClick={() => remove(f.uuid)} aria-label={`Удалить фото ${f.name}`}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {files.length < MAX_PHOTOS ? (
        <label className={`btn btn-secondary ${styles.upload}`}>
          {busy ? 'Загружаем…' : files.length === 0 ? 'Добавить фото' : 'Добавить ещё'}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => add(e.target.files)}
            data-testid="cancel-photo-input"
          />
        </label>
      ) : null}
      <StepNav back={stepPath(orderId, 'conditions', state)}>
        <NextButton disabled={files.length === 0 || busy} onClick={() => navigate(stepPath(orderId, 'quality', state))}>
          Далее
        </NextButton>
      </StepNav>
    </>
  );
}
