import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { DocumentView } from '../../../domains/identity/schema';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { identityApi } from './identity-api';
import styles from './identity.module.css';
import { SelfieCamera } from './selfie-camera';
import { StatusBadge } from './status-badge';
import { useLiveStatus } from './use-live-status';

/**
 * /cabinet/profile/passport/selfie/: a photo of the person holding the open passport. On a phone the
 * file input opens the front camera (capture="user"); where the browser has a camera API the page
 * can also show the camera itself. The chosen photo is previewed before it is sent.
 */
export function SelfiePage({ document: doc }: { document: DocumentView | null }) {
  useLiveStatus();
  const live = useHydrated();
  const revalidator = useRevalidator();
  const { show, showError } = useSnackbar();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [hasCamera, setHasCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = doc?.files.find((f) => f.kind === 'selfie');

  useEffect(() => setHasCamera(typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)), []);
  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  async function send() {
    if (!photo) return;
    setBusy(true);
    try {
      await identityApi.upload('selfie', photo, photo instanceof File ? photo.name : 'selfie.jpg');
      setPhoto(null);
      show({ text: 'Селфи загружено', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SmartLink to="/cabinet/profile/passport/" className={styles.back}>
        ← Паспорт
      </SmartLink>
      <h1 className={styles.title}>Селфи с паспортом</h1>
      <p className={styles.lead}>Так мы убедимся, что паспортом пользуетесь вы.</p>
      <div className={styles.sections}>
        <section className={styles.card} aria-labelledby="selfie-title">
          <div className={styles.cardHead}>
            <h2 id="selfie-title" className={styles.cardTitle}>
              {current ? 'Селфи загружено' : 'Сделайте снимок'}
            </h2>
            <StatusBadge status={doc?.status ?? null} />
          </div>
          <ol className={styles.steps}>
            <li>Откройте паспорт на развороте с фотографией.</li>
            <li>Держите его рядом с лицом, не закрывая пальцами данные.</li>
            <li>Снимайте при хорошем свете, без бликов и очков.</li>
          </ol>
          {preview ? (
            <img className={styles.preview} src={preview} alt="Новое селфи перед отправкой" data-testid="selfie-preview" />
          ) : current ? (
            <img className={styles.preview} src={current.url} alt="Загруженное селфи с паспортом" data-testid="selfie-current" />
          ) : null}
          {camera ? (
            <SelfieCamera
              onShot={(blob) => {
                setPhoto(blob);
                setCamera(false);
              }}
              onClose={() => setCamera(false)}
            />
          ) : (
            <div className={styles.actions}>
              <label className={`btn ${photo ? 'btn-secondary' : 'btn-primary'} ${styles.upload}`}>
                {photo || current ? 'Выбрать другое фото' : 'Сделать или выбрать фото'}
                <input
                  type="file"
                  accept="image/*"
                  capture="user"
                  disabled={!live || busy}
                  data-testid="upload-selfie"
                  aria-label="Селфи с паспортом: сделать или выбрать фото"
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    if (chosen) setPhoto(chosen);
                    event.target.value = '';
                  }}
                />
              </label>
              {hasCamera ? (
                <button type="button" className="btn btn-secondary" disabled={!live || busy} onClick={() => setCamera(true)}>
                  Включить камеру
                </button>
              ) : null}
              {photo ? (
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()} data-testid="selfie-send">
                  {busy ? 'Отправляем…' : 'Отправить селфи'}
                </button>
              ) : null}
            </div>
          )}
        </section>
        <div className={styles.links}>
          <SmartLink to="/cabinet/profile/documents/">Все документы и их статус</SmartLink>
        </div>
      </div>
    </>
  );
}
