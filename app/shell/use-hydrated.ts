import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while the page hydrates, true after: for parts that only make sense live. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
