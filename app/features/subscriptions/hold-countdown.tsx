import { useEffect, useState } from 'react';
import { formatTime } from '../../../lib/format/dates';
import { useHydrated } from '../../shell/use-hydrated';

/** "Бронь действует ещё 14:32" after hydration; the server renders the end time instead. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const hydrated = useHydrated();
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!hydrated) return <span>Бронь действует до {formatTime(expiresAt)}</span>;
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  if (left === 0) return <span>Бронь истекла</span>;
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <span role="timer" aria-live="off">
      Бронь действует ещё {mm}:{ss}
    </span>
  );
}
