import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { City } from '../../../domains/reference/schema';
import { useShellData } from '../shell-data';
import type { Panel } from './city-panels';
import { nearestCity, PHONE_QUERY } from './city-rules';
import styles from './city-selector.module.css';

// The question and the list (with the choice, the cookies and the detect button) load when one is
// first opened: most pages are seen without either.
const CityPanels = lazy(() => import('./city-panels').then((module) => ({ default: module.CityPanels })));

/**
 * The city in the header. A first-time visitor on a wider screen is asked here whether the detected
 * city is theirs (Да / Выбрать другой; phones ask in CityQuestion's bar); the answer is kept in the
 * autolocation cookie.
 */
export function CitySelector({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { cities, cityId, autolocation } = useShellData();
  const current = cities.find((c) => c.id === cityId) ?? cities[0];
  const [panel, setPanel] = useState<Panel>('closed');
  const [suggested, setSuggested] = useState<City | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!autolocation || variant !== 'desktop' || cities.length === 0 || window.matchMedia(PHONE_QUERY).matches) return;
    let cancelled = false;
    const suggest = (city: City | undefined) => {
      if (cancelled) return;
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

  if (!current) return null;

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

      {panel === 'closed' ? null : (
        <Suspense fallback={null}>
          <CityPanels
            panel={panel}
            setPanel={setPanel}
            cities={cities}
            current={current}
            suggested={suggested}
            setSuggested={setSuggested}
            rootRef={rootRef}
            listId={listId}
          />
        </Suspense>
      )}
    </div>
  );
}
