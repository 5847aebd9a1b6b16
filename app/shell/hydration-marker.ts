import { useEffect } from 'react';
import { replayEarlyInput } from './early-input';

/** The attribute on <html> that says the page has hydrated: browser tests wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Once React has hydrated the page (effects run only after the hydration commit): hands React what
 * the visitor typed and tapped before (early-input.ts), then marks <html>. Called by a component the
 * root renders on every page (NavigationProgress).
 */
export function useHydrationMarker() {
  useEffect(() => {
    // A task after the hydration commit: every component's mount effects have run by then (a menu that
    // closes itself on mount would otherwise close what a held tap opened).
    const replay = setTimeout(() => {
      replayEarlyInput();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    });
    return () => clearTimeout(replay);
  }, []);
}
