import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the element once it is shown. Deferred by a frame: inside a <dialog> the
 * element becomes focusable only after showModal(), which runs in the dialog's own effect.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const frame = window.requestAnimationFrame(() => ref.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [ref, enabled]);
}
