import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError, apiRequest } from '../../shell/api-client';

/** The server's own words for a refusal (its `message`), else the client's. */
function refusalText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return 'Нет связи с сервером';
  const message = typeof failure.body === 'object' ? failure.body?.message : undefined;
  if (Array.isArray(message)) return message.join('\n');
  return message || failure.message;
}

/**
 * One console call at a time: sends it, then reloads the page's data (the route's loader). A
 * refusal is kept for the page's alert region rather than a snackbar, and the data is read again too.
 */
export function useProkatCall() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function call<T>(key: string, path: string, body: unknown): Promise<T | null> {
    setBusy(key);
    setError(null);
    try {
      const answer = await apiRequest<T>(path, { method: 'POST', body });
      await revalidator.revalidate();
      return answer;
    } catch (failure) {
      setError(refusalText(failure));
      // The refusal often means the screen is behind (a door moved meanwhile): it reads the data again too.
      await revalidator.revalidate().catch(() => undefined);
      return null;
    } finally {
      setBusy(null);
    }
  }

  return { busy: busy ?? (revalidator.state === 'loading' ? 'reload' : null), error, call };
}
