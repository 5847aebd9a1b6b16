import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useWantPartsWhenRouting } from './deferred-routing';
import { useHydrationMarker } from './hydration-marker';
import styles from './navigation-progress.module.css';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/**
 * A thin bar at the top while a page loads. It appears only when loading takes longer than
 * 200 ms (quick navigations stay calm) and creeps towards the end over 5 s.
 */
export function NavigationProgress() {
  // Rendered once by the root on every page: the place that says the page is live.
  useHydrationMarker();
  useWantPartsWhenRouting();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={`${styles.bar} ${visible ? styles.active : ''}`}
      style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-hidden={!visible}
      data-testid="navigation-progress"
      data-visible={visible}
    />
  );
}
