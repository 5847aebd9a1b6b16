import { useEffect, useState } from 'react';
import type { City } from '../../../domains/reference/schema';
import { useShellData } from '../shell-data';
import { nearestCity, PHONE_QUERY } from './city-rules';
import styles from './city-question.module.css';
import { useCityChoice } from './use-city-choice';

/**
 * Phones: «Ваш город — …?» as a bar in the page's flow under the header, rendered with the page so it
 * shifts nothing when it appears and covers nothing (the title, a gate code) while unanswered.
 * Wider screens ask in the header's popover (CitySelector) and hide this bar.
 */
export function CityQuestion() {
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
    <section className={styles.bar} aria-label="Ваш город" data-testid="city-question">
      {step === 'ask' ? (
        <div className={`container ${styles.inner}`}>
          <p className={styles.text}>
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
                setStep('list');
              }}
            >
              Выбрать другой
            </button>
          </div>
        </div>
      ) : (
        <div className={`container ${styles.inner}`}>
          <p className={styles.text} id="city-question-list">
            Выберите город
          </p>
          <ul className={styles.cities} aria-labelledby="city-question-list">
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
