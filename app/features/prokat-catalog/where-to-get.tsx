import { type CSSProperties, useState } from 'react';
import type { ObtainingOption } from '../../../domains/prokat/catalogue-schema';
import { ApiError } from '../../shell/api-error';
import { SmartLink } from '../../shell/smart-link';
import { useHydrated } from '../../shell/use-hydrated';
import { BookLink, choiceQuery } from '../prokat-booking';
import { lockerPath } from './catalog-seo';
import { distanceText, geolocationErrorText, unitsText } from './catalog-text';
import styles from './where-to-get.module.css';

type Stage = 'idle' | 'locating' | 'loading' | 'nearest';

/** The rows the lockers' cards take at one, two and three columns: the section's size before it is laid out. */
const rows = (count: number) =>
  ({ '--rows-1': count, '--rows-2': Math.ceil(count / 2), '--rows-3': Math.ceil(count / 3) }) as CSSProperties;

/** Coordinates sent to the server: about a metre is enough for the nearest locker. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * «Где взять сейчас»: the lockers holding the model, each with its page and «Забронировать здесь»
 * (the booking panel over this page, `path`). «Показать ближайшие» asks the browser for the location
 * and lists them nearest first with the distance (obtaining-options). None: «Сообщить, когда
 * освободится» opens the waitlist's choice of a locker (`?wait=choose`).
 */
export function WhereToGet({ slug, path, options }: { slug: string; path: string; options: ObtainingOption[] }) {
  const hydrated = useHydrated();
  const [list, setList] = useState(options);
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);

  function showNearest() {
    setError(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setError(geolocationErrorText('unsupported'));
      return;
    }
    setStage('locating');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        setStage('loading');
        try {
          const { apiRequest } = await import('../../shell/api-client');
          const nearest = await apiRequest<ObtainingOption[]>('/api/cabinet/v2/rental/product/obtaining-options', {
            query: { slug, latitude: roundCoordinate(coords.latitude), longitude: roundCoordinate(coords.longitude) },
          });
          setList(nearest);
          setStage('nearest');
        } catch (failure) {
          setError(
            failure instanceof ApiError ? failure.message : 'Не удалось загрузить постаматы. Проверьте интернет и попробуйте ещё раз.',
          );
          setStage('idle');
        }
      },
      (failure) => {
        setError(geolocationErrorText(failure.code));
        setStage('idle');
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const busy = stage === 'locating' || stage === 'loading';
  return (
    <section id="where" className={styles.section} style={rows(list.length)} aria-labelledby="where-title" data-testid="where-to-get">
      <div className={styles.head}>
        <h2 id="where-title" className={styles.title}>
          Где взять сейчас
        </h2>
        {list.length > 0 ? (
          <button
            type="button"
            className={styles.nearest}
            onClick={showNearest}
            disabled={!hydrated || busy}
            aria-describedby="where-note"
            data-testid="show-nearest"
          >
            {stage === 'locating' ? 'Определяем место…' : stage === 'loading' ? 'Ищем ближайшие…' : 'Показать ближайшие'}
          </button>
        ) : null}
      </div>
      <p id="where-note" className={styles.note} role="status">
        {list.length === 0
          ? 'Сейчас этой модели нет ни в одном постамате. Загляните позже или выберите похожий инструмент ниже.'
          : stage === 'nearest'
            ? 'Сначала ближайшие к вам.'
            : 'Постаматы, где инструмент лежит в ячейке прямо сейчас.'}
      </p>
      {list.length === 0 ? (
        <BookLink href={`${path}?wait=choose`} className={`btn btn-secondary ${styles.wait}`}>
          Сообщить, когда освободится
        </BookLink>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert" data-testid="where-error">
          {error}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.list} data-testid="locker-list">
          {list.map((option) => (
            <li key={option.postomat.id} className={styles.locker} data-testid="locker">
              <div className={styles.lockerHead}>
                <span className={styles.number}>{option.postomat.number}</span>
                {option.distance_m !== null ? (
                  <span className={styles.distance} data-testid="locker-distance">
                    {distanceText(option.distance_m)}
                  </span>
                ) : null}
              </div>
              <h3 className={styles.name}>
                <SmartLink to={lockerPath(option.postomat.id)} className={styles.link}>
                  {option.postomat.name}
                </SmartLink>
              </h3>
              <p className={styles.address}>{option.postomat.address}</p>
              <p className={styles.place}>{option.postomat.place}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>Часы работы</dt>
                  <dd>{option.postomat.timetable.text}</dd>
                </div>
                <div>
                  <dt>В постамате</dt>
                  <dd data-testid="locker-units">{unitsText(option.available)}</dd>
                </div>
              </dl>
              <BookLink
                href={`${path}${choiceQuery({ slug, at: option.postomat.id, period: null, qty: 1 })}`}
                className={`btn btn-primary ${styles.book}`}
                label={`Забронировать здесь: постамат ${option.postomat.number}`}
              >
                Забронировать здесь
              </BookLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
