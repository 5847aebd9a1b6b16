import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localReturnPath } from '../../../lib/paths';
import { forgetReturn, pendingReturn, rememberReturn, RETURN_QUERY_KEY } from '../return-path';
import styles from './cabinet-layout.module.css';

/**
 * «Вернуться к бронированию» at the top of the cabinet while a booking waits for the person (they
 * came to sign the passport or to bind a card from it, shell/return-path.ts): a link with `?back=`
 * brings it, and it stays on the cabinet's pages of this tab until followed. Only in the browser.
 */
export function ReturnBanner() {
  const location = useLocation();
  const [back, setBack] = useState<string | null>(null);
  useEffect(() => {
    const brought = localReturnPath(new URLSearchParams(location.search).get(RETURN_QUERY_KEY));
    if (brought) rememberReturn(brought);
    setBack(pendingReturn());
  }, [location.search]);
  if (!back) return null;
  return (
    <p className={styles.returnBanner} data-testid="return-banner">
      <a href={back} className={styles.returnLink} onClick={forgetReturn}>
        ← Вернуться к бронированию
      </a>
      <span className={styles.returnNote}>Выбор инструмента и срока сохранён</span>
    </p>
  );
}
