import { useEffect, useRef, useState } from 'react';
import type { SuggestionView } from '../../../domains/addresses/schema';
import { ApiError } from '../../shell/api-client';
import { addressesApi } from './addresses-api';
import styles from './addresses.module.css';

/** The little of Yandex Maps JS API 2.1 this pick uses. */
interface YMaps {
  ready(callback: () => void): void;
  Map: new (element: HTMLElement, state: { center: number[]; zoom: number; controls: string[] }) => YMap;
  Placemark: new (coords: number[], properties?: object, options?: object) => unknown;
}
interface YMap {
  events: { add(name: string, handler: (event: { get(key: string): number[] }) => void): void };
  geoObjects: { removeAll(): void; add(object: unknown): void };
  destroy(): void;
}

declare global {
  interface Window {
    ymaps?: YMaps;
  }
}

let loading: Promise<YMaps> | undefined;

/** Loads the API once per page, only when a map is asked for; a failure can be retried. */
function loadYandexMaps(apiKey: string): Promise<YMaps> {
  if (window.ymaps) return new Promise((resolve) => window.ymaps!.ready(() => resolve(window.ymaps!)));
  loading ??= new Promise<YMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => (window.ymaps ? window.ymaps.ready(() => resolve(window.ymaps!)) : reject(new Error('no ymaps')));
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Yandex Maps did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A tap on the map sets a pin; the nearest address to it is offered to pick. */
export default function YandexMapPick({
  apiKey,
  center,
  onPick,
  onUnavailable,
}: {
  apiKey: string;
  center: [number, number];
  onPick: (house: SuggestionView) => void;
  onUnavailable: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [found, setFound] = useState<SuggestionView | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    let map: YMap | undefined;
    let gone = false;
    loadYandexMaps(apiKey).then(
      (ymaps) => {
        if (gone || !box.current) return;
        map = new ymaps.Map(box.current, { center, zoom: 15, controls: ['zoomControl', 'geolocationControl'] });
        setState('ready');
        map.events.add('click', async (event) => {
          const [lat, lon] = event.get('coords') as [number, number];
          map!.geoObjects.removeAll();
          map!.geoObjects.add(new ymaps.Placemark([lat, lon], {}, { preset: 'islands#redDotIcon' }));
          setNote('Ищем адрес…');
          setFound(null);
          try {
            setFound(await addressesApi.nearest(lat, lon));
            setNote(null);
          } catch (error) {
            setNote(error instanceof ApiError ? error.message : 'Не получилось найти адрес. Попробуйте ещё раз');
          }
        });
      },
      () => !gone && setState('failed'),
    );
    return () => {
      gone = true;
      map?.destroy();
    };
    // The map is made once; a new centre does not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);

  if (state === 'failed') {
    return (
      <div className={styles.mapFailed} role="status">
        <p>Карта не загрузилась. Найдите адрес поиском или выберите из списка.</p>
        <button type="button" className="btn btn-secondary" onClick={onUnavailable}>
          Выбрать из списка
        </button>
      </div>
    );
  }
  return (
    <div className={styles.mapPick}>
      <div ref={box} className={styles.map} aria-label="Карта: нажмите на дом" role="application" />
      {state === 'loading' ? <p className={styles.hint}>Загружаем карту…</p> : <p className={styles.hint}>Нажмите на дом на карте</p>}
      {note ? (
        <p className={styles.hint} role="status">
          {note}
        </p>
      ) : null}
      {found ? (
        <div className={styles.mapFound}>
          <p>{found.value}</p>
          <button type="button" className="btn btn-primary" onClick={() => onPick(found)}>
            Выбрать этот адрес
          </button>
        </div>
      ) : null}
    </div>
  );
}
