import { useEffect, useRef, useState } from 'react';
import styles from './identity.module.css';

/** The front camera in the page (getUserMedia), with a button that takes one frame as a JPEG. */
export function SelfieCamera({ onShot, onClose }: { onShot: (photo: Blob) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((opened) => {
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => setProblem('Не удалось включить камеру. Разрешите доступ к ней или выберите готовое фото'));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  function shoot() {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob((blob) => blob && onShot(blob), 'image/jpeg', 0.9);
  }

  return (
    <div data-testid="selfie-camera">
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : (
        <video ref={video} className={styles.preview} autoPlay playsInline muted aria-label="Камера" />
      )}
      <div className={styles.actions}>
        {problem ? null : (
          <button type="button" className="btn btn-primary" onClick={shoot}>
            Сделать снимок
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Выключить камеру
        </button>
      </div>
    </div>
  );
}
