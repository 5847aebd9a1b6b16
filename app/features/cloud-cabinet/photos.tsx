import { useState } from 'react';
import { Dialog } from '../../shell/dialogs/dialog';
import styles from './cloud-cabinet.module.css';

/** The photos of an item as small tiles; a tap opens the photo larger. */
export function PhotoStrip({ title, photos, size = 'small' }: { title: string; photos: string[]; size?: 'small' | 'large' }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <div className={size === 'large' ? styles.noPhotoLarge : styles.noPhoto} aria-hidden="true">
        Фото
      </div>
    );
  }
  const shown = open === null ? null : photos[open];
  return (
    <>
      <div className={styles.photos}>
        {photos.map((url, index) => (
          <button
            key={url}
            type="button"
            className={size === 'large' ? styles.photoLarge : styles.photo}
            onClick={() => setOpen(index)}
            aria-label={`Открыть фото ${index + 1}: ${title}`}
            data-testid="photo-open"
          >
            <img src={url} alt="" loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      <Dialog open={shown != null} onClose={() => setOpen(null)} title={title} testId="photo-dialog">
        {shown ? (
          <figure className={styles.viewer}>
            <img src={shown} alt={title} />
            {photos.length > 1 ? (
              <figcaption className={styles.viewerNav}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setOpen(((open ?? 0) - 1 + photos.length) % photos.length)}
                >
                  ← Назад
                </button>
                <span>
                  {(open ?? 0) + 1} из {photos.length}
                </span>
                <button type="button" className="btn btn-secondary" onClick={() => setOpen(((open ?? 0) + 1) % photos.length)}>
                  Дальше →
                </button>
              </figcaption>
            ) : null}
          </figure>
        ) : null}
      </Dialog>
    </>
  );
}
