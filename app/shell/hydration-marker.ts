import { useEffect } from 'react';

/** The attribute on <html> that says the page has hydrated: browser tests wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once React has hydrated the page (effects run only after the hydration commit).
 * Called by a component the root renders on every page (NavigationProgress).
 */
export function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
}
