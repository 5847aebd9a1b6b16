/** Whether a failure is a request cancelled on purpose: a fetch aborted when its page or dialog went away, or a newer one took over. */
export function isAbortError(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}

/**
 * A request cancelled on purpose is not a failure: whichever promise nobody awaited any more
 * rejects with an AbortError (the browser's fetch, React Router's loaders on an interrupted
 * navigation, a caller that forgot to check), and the console must not report it as uncaught.
 * Installed once before hydration; every other rejection and error is left to the browser.
 */
export function installQuietAborts(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isAbortError(event.reason)) event.preventDefault();
  });
  target.addEventListener('error', (event: ErrorEvent) => {
    if (isAbortError(event.error)) event.preventDefault();
  });
}
