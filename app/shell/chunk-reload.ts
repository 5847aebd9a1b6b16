export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return CHUNK_ERROR.test(message);
}

/** Whether a reload may happen now: at most one per guard interval. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * After a deploy, an open tab may ask for code chunks that no longer exist. Reload the page once
 * to pick up the new build, but never more than once a minute, so a real outage cannot loop.
 */
export function reloadOnceForChunkError(): boolean {
  let last: number | null = null;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    last = null;
  }
  const now = Date.now();
  if (!mayReload(last, now)) return false;
  try {
    window.localStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // storage blocked: reload anyway, the guard is best effort
  }
  window.location.reload();
  return true;
}

export function installChunkReloadGuard() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnceForChunkError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  });
}
