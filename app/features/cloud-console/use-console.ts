import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_EVENTS } from '../../../lib/realtime-events';
import { ApiError, apiRequest } from '../../shell/api-client';
import { useRealtimeEvent } from '../../shell/realtime/realtime-provider';
import { useSnackbar } from '../../shell/snackbar/snackbar';

export interface ConsoleData<T> {
  data: T | null;
  /** The refusal of the last load (shown in place of the data), null when it loaded. */
  error: ApiError | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Reads a console call in the browser and reads it again on every `order:status` (a request of the
 * line moved, a new one was paid) and whenever the socket has joined its rooms (a change made
 * before it could hear shows too), so the screen stays live
 * without a reload. `path` null: nothing to read yet.
 */
export function useConsoleData<T>(path: string | null, query?: Record<string, string | number | undefined>): ConsoleData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const key = path === null ? null : `${path}?${JSON.stringify(query ?? {})}`;
  const latest = useRef(0);

  const reload = useCallback(async () => {
    if (key === null || path === null) return;
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const answer = await apiRequest<T>(path, { query });
      if (ticket !== latest.current) return;
      setData(answer);
      setError(null);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setError(failure instanceof ApiError ? failure : new ApiError(0, null, 'Нет связи с сервером'));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the path and the query
  }, [key]);

  useEffect(() => {
    setData(null);
    void reload();
  }, [reload]);

  const onEvent = () => void reload();
  useRealtimeEvent(REALTIME_EVENTS.orderStatus, onEvent);
  useRealtimeEvent(REALTIME_EVENTS.roomsJoined, onEvent);
  return { data, error, loading, reload };
}

type Method = 'POST' | 'PUT' | 'DELETE';

/** One console action at a time: sends it, shows a refusal in the snackbar, then reads the screen again. */
export function useConsoleAction(after: () => Promise<void>) {
  const { showError } = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);

  async function run<T>(key: string, path: string, method: Method, body?: unknown): Promise<T | null> {
    setBusy(key);
    try {
      const answer = await apiRequest<T>(path, { method, body });
      await after();
      return answer;
    } catch (failure) {
      showError(failure);
      return null;
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}
