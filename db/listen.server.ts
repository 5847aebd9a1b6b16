import pg from 'pg';

export type Unlisten = () => Promise<void>;

const RETRY_MS = [250, 1000, 3000, 10_000];

/**
 * LISTEN on a connection of its own, outside the pool. PostgreSQL delivers NOTIFY at commit, so a
 * listener hears only what committed. A dropped connection is opened again with backoff; what was
 * sent while it was down is lost, so `onReconnect` lets the caller catch up.
 */
export function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  hooks: { onError?: (error: Error) => void; onReconnect?: () => void } = {},
): Unlisten {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      hooks.onError?.(error);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      if (stopped) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      attempt = 0;
      if (isReconnect) hooks.onReconnect?.();
    } catch (error) {
      hooks.onError?.(error as Error);
      scheduleReconnect(next);
    }
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (stopped || timer || (client !== null && client !== failed)) return;
    client = null;
    failed.removeAllListeners('notification');
    void failed.end().catch(() => {});
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
  };

  void connect(false);

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const open = client;
    client = null;
    if (open) await open.end().catch(() => {});
  };
}
