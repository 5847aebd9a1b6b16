import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { City } from '../../../domains/reference/schema';
import { nearestCity } from './city-rules';
import styles from './city-selector.module.css';
import { useCityChoice } from './use-city-choice';

export const GEOLOCATION_UNSUPPORTED = 'Геолокация не поддерживается вашим браузером';

export type Panel = 'closed' | 'suggestion' | 'list';

interface CityPanelsProps {
  panel: Exclude<Panel, 'closed'>;
  setPanel: Dispatch<SetStateAction<Panel>>;
  cities: City[];
  current: City;
  suggested: City | undefined;
  setSuggested: Dispatch<SetStateAction<City | undefined>>;
  rootRef: RefObject<HTMLDivElement | null>;
  listId: string;
}

/**
 * The open parts of the city selector: the question "Ваш город — …?" and the list of cities with
 * "Определить автоматически". Loaded when one is first opened (city-selector.tsx keeps the button).
 */
export function CityPanels({ panel, setPanel, cities, current, suggested, setSuggested, rootRef, listId }: CityPanelsProps) {
  const { chooseCity, answerAutolocation } = useCityChoice();

  // A tap elsewhere closes a popover.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPanel('closed');
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
  }, [panel, rootRef, setPanel]);

  const detect = () => {
    if (!('geolocation' in navigator)) {
      window.alert(GEOLOCATION_UNSUPPORTED);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const city = nearestCity(cities, position.coords.latitude, position.coords.longitude);
        if (city) {
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

  const suggestion = () =>
    suggested ? (
      <div className={styles.popover} role="dialog" aria-label="Ваш город" data-testid="city-suggestion">
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
    <>
      {panel === 'suggestion' ? suggestion() : null}

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
    </>
  );
}
