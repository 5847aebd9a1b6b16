import { useEffect, useState } from 'react';
import type { SuggestionView } from '../../../domains/addresses/schema';
import { ApiError } from '../../shell/api-client';
import { addressesApi } from './addresses-api';
import styles from './addresses.module.css';

export interface PickCity {
  id: number;
  name: string;
}

/**
 * «Выбрать из списка», the map's stand-in without a Yandex Maps key: the streets of a city to
 * start from (the search then asks for the house), and «Рядом со мной» from the device's location.
 */
export function ListPick({
  cities,
  cityId,
  onStreet,
  onHouse,
}: {
  cities: PickCity[];
  cityId: number;
  onStreet: (street: string) => void;
  onHouse: (house: SuggestionView) => void;
}) {
  const [city, setCity] = useState(cities.find((c) => c.id === cityId) ?? cities[0]);
  const [streets, setStreets] = useState<SuggestionView[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (!city) return;
    const controller = new AbortController();
    setStreets(null);
    addressesApi.search(city.name, controller.signal, { cityId: city.id, count: 20 }).then(
      (found) => setStreets(found.filter((s) => s.street && !s.house)),
      (error: unknown) => {
        if (!controller.signal.aborted) setNote(error instanceof ApiError ? error.message : 'Список не загрузился. Найдите адрес поиском');
      },
    );
    return () => controller.abort();
  }, [city]);

  function nearMe() {
    if (!('geolocation' in navigator)) {
      setNote('Браузер не умеет определять место. Найдите адрес поиском');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          onHouse(await addressesApi.nearest(coords.latitude, coords.longitude));
        } catch (error) {
          setNote(error instanceof ApiError ? error.message : 'Не получилось найти адрес рядом. Найдите его поиском');
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        setNote('Не получилось определить место: разрешите доступ к геопозиции или найдите адрес поиском');
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  }

  return (
    <div className={styles.listPick} data-testid="list-pick">
      <div className={styles.chips} role="group" aria-label="Город">
        {cities.map((c) => (
          <button key={c.id} type="button" className={styles.chip} aria-pressed={c.id === city?.id} onClick={() => setCity(c)}>
            {c.name}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-secondary" onClick={nearMe} disabled={locating}>
        {locating ? 'Определяем…' : 'Рядом со мной'}
      </button>
      {note ? (
        <p className={styles.hint} role="status">
          {note}
        </p>
      ) : null}
      {streets === null ? (
        <p className={styles.hint}>Загружаем улицы…</p>
      ) : (
        <ul className={styles.streetList} aria-label={`Улицы: ${city?.name ?? ''}`}>
          {streets.map((s) => (
            <li key={s.value}>
              <button type="button" className={styles.streetButton} onClick={() => onStreet(s.value)}>
                {s.street}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
