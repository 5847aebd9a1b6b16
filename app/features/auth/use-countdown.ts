import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Counts down from `seconds`, ticking each second; restarts whenever `restartKey` changes
 * (a new code was sent). Measured against the clock, so a throttled background tab stays right.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(Math.max(0, seconds));

  useEffect(() => {
    const deadline = Date.now() + Math.max(0, seconds) * 1000;
    setLeft(secondsLeft(deadline, Date.now()));
    if (seconds <= 0) return;
    const timer = window.setInterval(() => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, restartKey]);

  return left;
}
