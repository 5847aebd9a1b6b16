import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { City } from '../../../domains/reference/schema';
import { nearestCity, PHONE_QUERY } from './city-rules';
import questionStyles from './city-question.module.css';
import { useShellData } from '../shell-data';
import styles from './city-selector.module.css';
import { useCityChoice } from './use-city-choice';

export const GEOLOCATION_UNSUPPORTED = 'Геолокация не поддерживается вашим браузером';

export type Panel = 'closed' | 'suggestion' | 'list';

interface CityAnswerProps {
  city: City;
  classes: { text?: string; actions?: string };
  onYes: () => void;
  onOther: () => void;
}

/** "Ваш город — …?" with «Да» and «Выбрать другой»: the header's popover and the phone's bar ask alike. */
function CityAnswer({ city, classes, onYes, onOther }: CityAnswerProps) {
  return (
    <>
      <p className={classes.text}>
        Ваш город — <strong>{city.name}</strong>?
      </p>
      <div className={classes.actions}>
        <button type="button" className="btn btn-primary" onClick={onYes}>
          Да
        </button>
        <button type="button" className="btn btn-secondary" onClick={onOther}>
          Выбрать другой
        </button>
      </div>
    </>
  );
}

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
        <CityAnswer
          city={suggested}
          classes={{ text: styles.question, actions: styles.actions }}
          onYes={() => pick(suggested)}
          onOther={() => {
            answerAutolocation();
            setPanel('list');
          }}
        />
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

/**
 * Phones: «Ваш город — …?» as a bar in the page's flow under the header, rendered with the page so it
 * shifts nothing when it appears and covers nothing (the title, a gate code) while unanswered.
 * Wider screens ask in the header's popover (CitySelector) and hide this bar.
 */
export function CityQuestionBar() {
  const { cities, cityId, autolocation } = useShellData();
  const current = cities.find((c) => c.id === cityId) ?? cities[0];
  const [suggested, setSuggested] = useState<City | undefined>(current);
  const [step, setStep] = useState<'ask' | 'list' | 'done'>('ask');
  const { chooseCity, answerAutolocation } = useCityChoice();

  useEffect(() => {
    if (!autolocation || !window.matchMedia(PHONE_QUERY).matches || !('geolocation' in navigator)) return;
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const city = nearestCity(cities, position.coords.latitude, position.coords.longitude);
        if (!cancelled && city) setSuggested(city);
      },
      () => undefined,
      { timeout: 8000, maximumAge: 600_000 },
    );
    return () => {
      cancelled = true;
    };
    // Asked once per page load; the answer turns autolocation off.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!autolocation || !suggested || step === 'done') return null;
  const pick = (city: City) => {
    setStep('done');
    chooseCity(city);
  };

  return (
    <section className={questionStyles.bar} aria-label="Ваш город" data-testid="city-question">
      {step === 'ask' ? (
        <div className={`container ${questionStyles.inner}`}>
          <CityAnswer
            city={suggested}
            classes={{ text: questionStyles.text, actions: questionStyles.actions }}
            onYes={() => pick(suggested)}
            onOther={() => {
              answerAutolocation();
              setStep('list');
            }}
          />
        </div>
      ) : (
        <div className={`container ${questionStyles.inner}`}>
          <p className={questionStyles.text} id="city-question-list">
            Выберите город
          </p>
          <ul className={questionStyles.cities} aria-labelledby="city-question-list">
            {cities.map((city) => (
              <li key={city.id}>
                <button
                  type="button"
                  className={`btn ${city.id === current?.id ? 'btn-primary' : 'btn-secondary'}`}
                  aria-pressed={city.id === current?.id}
                  onClick={() => pick(city)}
                >
                  {city.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
