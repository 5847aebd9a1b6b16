import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { City } from '../../../domains/reference/schema';
import { BOTTOM_STACK_SLOT_ID } from '../bottom-stack';
import { useShellData } from '../shell-data';
import { nearestCity } from './city-rules';
import styles from './city-selector.module.css';
import { useCityChoice } from './use-city-choice';

export const GEOLOCATION_UNSUPPORTED = 'Геолокация не поддерживается вашим браузером';

type Panel = 'closed' | 'suggestion' | 'list';

/** Phones ask the city question at the bottom of the screen, in the bottom stack, not over the page's top. */
const DOCK_QUERY = '(max-width: 767px)';

function dockSlot(): HTMLElement | null {
  if (!window.matchMedia(DOCK_QUERY).matches) return null;
  return document.getElementById(BOTTOM_STACK_SLOT_ID);
}

/**
 * The city in the header. A first-time visitor is asked whether the detected city is theirs
 * (Да / Выбрать другой); the answer is kept in the autolocation cookie.
 */
export function CitySelector({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { cities, cityId, autolocation } = useShellData();
  const { chooseCity, answerAutolocation } = useCityChoice();
  const current = cities.find((c) => c.id === cityId) ?? cities[0];
  const [panel, setPanel] = useState<Panel>('closed');
  const [suggested, setSuggested] = useState<City | undefined>(undefined);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!autolocation || variant !== 'desktop' || cities.length === 0) return;
    let cancelled = false;
    const suggest = (city: City | undefined) => {
      if (cancelled) return;
      setDock(dockSlot());
      setSuggested(city ?? current);
      setPanel('suggestion');
    };
    if (!('geolocation' in navigator)) {
      suggest(current);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => suggest(nearestCity(cities, position.coords.latitude, position.coords.longitude)),
      () => suggest(current),
      { timeout: 8000, maximumAge: 600_000 },
    );
    return () => {
      cancelled = true;
    };
    // Asked once per page load; the answer turns autolocation off.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A tap elsewhere closes a popover; the question docked at the bottom stays until it is answered
  // (every scroll starts with a tap, and the cookie notice beside it is tapped too).
  const docked = panel === 'suggestion' && dock !== null;
  useEffect(() => {
    if (panel === 'closed') return;
    const onPointer = (event: PointerEvent) => {
      if (!docked && !rootRef.current?.contains(event.target as Node)) setPanel('closed');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel('closed');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [panel, docked]);

  const detect = () => {
    if (!('geolocation' in navigator)) {
      window.alert(GEOLOCATION_UNSUPPORTED);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const city = nearestCity(cities, position.coords.latitude, position.coords.longitude);
        if (city) {
          setDock(null);
          setSuggested(city);
          setPanel('suggestion');
        }
      },
      () => window.alert('Не удалось определить местоположение. Выберите город из списка'),
      { timeout: 8000 },
    );
  };

  const pick = (city: City) => {
    setPanel('closed');
    chooseCity(city);
  };

  if (!current) return null;

  const suggestion = () =>
    suggested ? (
      <div className={docked ? styles.docked : styles.popover} role="dialog" aria-label="Ваш город" data-testid="city-suggestion">
        <p className={styles.question}>
          Ваш город — <strong>{suggested.name}</strong>?
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => pick(suggested)}>
            Да
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              answerAutolocation();
              setPanel('list');
            }}
          >
            Выбрать другой
          </button>
        </div>
      </div>
    ) : null;

  return (
    <div
      className={`${styles.root} ${variant === 'mobile' ? styles.mobile : styles.desktop}`}
      ref={rootRef}
      data-testid={`city-selector-${variant}`}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={panel === 'list'}
        aria-controls={listId}
        onClick={() => setPanel(panel === 'list' ? 'closed' : 'list')}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        <span className="visually-hidden">Ваш город: </span>
        <span>{current.name}</span>
      </button>

      {panel === 'suggestion' ? (dock ? createPortal(suggestion(), dock) : suggestion()) : null}

      {panel === 'list' ? (
        <div className={styles.popover} data-testid="city-list">
          <p className={styles.listTitle}>Выберите город</p>
          <ul className={styles.list} id={listId} role="listbox" aria-label="Города">
            {cities.map((city) => {
              const selected = city.id === current.id;
              return (
                <li key={city.id} role="option" aria-selected={selected}>
                  <button type="button" className={styles.option} onClick={() => pick(city)}>
                    <img src={city.icon} alt="" width={24} height={24} />
                    <span>{city.name}</span>
                    {selected ? (
                      <svg className={styles.check} width="18" height="18" viewBox="0 0 24 24" aria-label="выбран">
                        <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
                      </svg>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className={styles.detect} onClick={detect}>
            Определить автоматически
          </button>
        </div>
      ) : null}
    </div>
  );
}
