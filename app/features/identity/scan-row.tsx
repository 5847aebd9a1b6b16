import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FILE_KIND_TITLES, type DocumentFile, type FileKind } from '../../../domains/identity/schema';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { identityApi } from './identity-api';
import styles from './identity.module.css';

/** One scan of the document: its thumbnail (served to the owner only) or "not uploaded", and the upload button. */
export function ScanRow({
  kind,
  file,
  required,
  capture,
}: {
  kind: FileKind;
  file: DocumentFile | undefined;
  required: boolean;
  capture?: 'user' | 'environment';
}) {
  const live = useHydrated();
  const revalidator = useRevalidator();
  const { show, showError } = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function send(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    try {
      await identityApi.upload(kind, chosen, chosen.name || 'photo.jpg');
      show({ text: `${FILE_KIND_TITLES[kind]}: загружено`, color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.fileRow} data-testid={`scan-${kind}`}>
      {file ? (
        <img className={styles.thumb} src={file.url} alt={FILE_KIND_TITLES[kind]} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div>
        <p className={styles.fileName}>{FILE_KIND_TITLES[kind]}</p>
        <p className={`${styles.fileState} ${!file && required ? styles.fileMissing : ''}`}>
          {file ? 'Загружено' : required ? 'Нужно загрузить' : 'Необязательно'}
        </p>
      </div>
      <div className={styles.fileActions}>
        <label className={`btn btn-secondary ${styles.upload}`}>
          {busy ? 'Загружаем…' : file ? 'Заменить фото' : 'Загрузить фото'}
          <input
            type="file"
            accept="image/*"
            capture={capture}
            disabled={!live || busy}
            data-testid={`upload-${kind}`}
            aria-label={`${FILE_KIND_TITLES[kind]}: выбрать фото`}
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
    </li>
  );
}
