import { useId, useRef, useState } from 'react';
import { detailsStyles as d } from '../subscriptions';
import { uploadRentalPhoto } from './api';
import type { PhotoStage, RentalPhoto, RentalPhotos } from './types';
import s from './rental-cabinet.module.css';

const STAGES: { stage: PhotoStage; title: string; prompt: string }[] = [
  { stage: 'pickup', title: 'При получении', prompt: 'Сфотографируйте инструмент при получении' },
  { stage: 'return', title: 'При возврате', prompt: 'Сфотографируйте инструмент при возврате' },
];

/**
 * «Фото инструмента»: the renter photographs the tool when taking it out and when putting it back
 * (each stage in its window, up to 5 photos); the thumbnails open the photo. Shown once a stage takes
 * photos or has some. The page's data reloads after each upload.
 */
export function RentalPhotosCard({ orderId, photos, onChanged }: { orderId: number; photos: RentalPhotos; onChanged: () => void }) {
  // Photos uploaded here show at once, before the page's data comes back with them.
  const [added, setAdded] = useState<RentalPhoto[]>([]);
  const known = new Set(photos.items.map((photo) => photo.uuid));
  const items = [...photos.items, ...added.filter((photo) => !known.has(photo.uuid))];
  const shown = STAGES.filter(({ stage }) => photos.stages[stage].open || items.some((photo) => photo.stage === stage));
  if (shown.length === 0) return null;
  return (
    <section className={d.card} aria-labelledby="rental-photos-title" data-testid="rental-photos">
      <h2 id="rental-photos-title" className={d.cardTitle}>
        Фото инструмента
      </h2>
      <p className={d.muted}>Фото защищают вас, если с инструментом что-то не так: мы видим, каким он был при получении и возврате.</p>
      {shown.map(({ stage, title, prompt }) => (
        <StagePhotos
          key={stage}
          orderId={orderId}
          stage={stage}
          title={title}
          prompt={prompt}
          state={photos.stages[stage]}
          items={items.filter((photo) => photo.stage === stage)}
          onAdded={(photo) => {
            setAdded((current) => [...current, photo]);
            onChanged();
          }}
        />
      ))}
    </section>
  );
}

function StagePhotos({
  orderId,
  stage,
  title,
  prompt,
  state,
  items,
  onAdded,
}: {
  orderId: number;
  stage: PhotoStage;
  title: string;
  prompt: string;
  state: RentalPhotos['stages'][PhotoStage];
  items: RentalPhoto[];
  onAdded: (photo: RentalPhoto) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = state.open && items.length < state.limit;

  async function send(file: File | undefined) {
    if (!file || progress !== null) return;
    setError(null);
    setProgress(0);
    try {
      onAdded(await uploadRentalPhoto(orderId, stage, file, setProgress));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Не удалось загрузить фото. Попробуйте ещё раз');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className={s.photoStage} data-testid={`photos-${stage}`}>
      <p className={s.returnTitle}>
        {title}
        <span className={s.photoCount}>
          {' '}
          · {items.length} из {state.limit}
        </span>
      </p>
      {open ? <p className={s.photoPrompt}>{prompt}</p> : null}
      {items.length > 0 ? (
        <ul className={s.photos} data-testid={`photos-${stage}-list`}>
          {items.map((photo, index) => (
            <li key={photo.uuid}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={`${title}: фото ${index + 1}`} width={96} height={72} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            className={`visually-hidden ${s.photoInput}`}
            disabled={progress !== null}
            onChange={(event) => void send(event.target.files?.[0])}
            data-testid={`photo-input-${stage}`}
          />
          <label
            htmlFor={inputId}
            className={`btn btn-secondary ${s.stageButton} ${s.photoButton}`}
            data-busy={progress !== null || undefined}
          >
            {progress !== null ? `Загружаем… ${progress}%` : items.length > 0 ? 'Добавить ещё фото' : 'Сделать фото'}
          </label>
          <p className={s.photoHint}>JPEG, PNG или WebP до 10 МБ</p>
        </>
      ) : state.reason && items.length > 0 ? (
        <p className={s.photoHint}>{state.reason}</p>
      ) : null}
      <p className="visually-hidden" role="status">
        {progress !== null ? `Загружаем фото: ${progress}%` : ''}
      </p>
      {error ? (
        <p className={s.cellError} role="alert" data-testid={`photo-error-${stage}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
