import { useEffect } from 'react';
import { useHydrated } from '../../shell/use-hydrated';

/**
 * A server-rendered part whose code comes only when the visitor comes to it: it scrolls within
 * `margin` of the screen, or is touched, clicked, focused or typed in. Until then the part is the
 * server's HTML (React.lazy keeps it while the import waits, shell/deferred.tsx) and the page
 * loads none of its JavaScript.
 *
 * A click on one of the part's controls before its code is live would be lost (React cannot hydrate
 * the part to handle it): the first one is held, and `replayHeldClick` does it once the part is live.
 */
export interface Approach {
  /** Resolves when the visitor comes to the part; at once on the server, or when the part is not in the page (a client navigation). */
  reached(): Promise<void>;
  /** Marks the part live and clicks again what was clicked before (call it from the part's first effect). */
  replayHeldClick(): void;
  /**
   * Loads the part's code without waiting (or stops waiting). For a signed-in viewer: the socket's
   * first counts change a context above the part soon after hydration, and React, which cannot
   * hydrate a part whose code has not come, would then drop its server HTML for the fallback.
   */
  startNow(): void;
  /**
   * Stops waiting: the page is leaving before the visitor came to the part (call it from the page's
   * effect cleanup). React.lazy keeps its one import, so a later visit of the page would otherwise
   * wait for a part that is no longer there.
   */
  stopWaiting(): void;
}

const APPROACH_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
const HELD_CONTROLS = 'button, label, input[type="radio"], input[type="checkbox"]';

export function whenApproached(id: string, margin = '300px'): Approach {
  let reached: Promise<void> | null = null;
  let part: HTMLElement | null = null;
  let held: HTMLElement | null = null;
  let arrived: (() => void) | null = null;
  let eager = false;

  // On the window, in the capture phase: React's own listener on the document stops a discrete
  // event aimed at a part it cannot hydrate yet, so a listener on the part would never hear it.
  const inPart = (event: Event) => part !== null && event.target instanceof Node && part.contains(event.target);

  function hold(event: Event) {
    if (!inPart(event)) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    // A second tap on a control that did nothing yet is not a second action.
    held ??= control;
  }

  function release() {
    window.removeEventListener('click', hold, true);
    part = null;
  }

  function watch(element: HTMLElement, resolve: () => void) {
    let observer: IntersectionObserver | null = null;
    const arrive = () => {
      observer?.disconnect();
      for (const name of APPROACH_EVENTS) window.removeEventListener(name, onEvent, true);
      arrived = null;
      resolve();
    };
    const onEvent = (event: Event) => inPart(event) && arrive();
    arrived = arrive;
    window.addEventListener('click', hold, true);
    for (const name of APPROACH_EVENTS) window.addEventListener(name, onEvent, true);
    if (typeof IntersectionObserver === 'undefined') return arrive();
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && arrive(), { rootMargin: margin });
    observer.observe(element);
  }

  return {
    reached() {
      if (reached) return reached;
      part = typeof document === 'undefined' || eager ? null : document.getElementById(id);
      const element = part;
      reached = element ? new Promise<void>((resolve) => watch(element, resolve)) : Promise.resolve();
      return reached;
    },
    replayHeldClick() {
      release();
      const control = held;
      held = null;
      if (control?.isConnected) control.click();
    },
    startNow() {
      eager = true;
      arrived?.();
    },
    stopWaiting() {
      arrived?.();
      release();
      held = null;
    },
  };
}

/** For the part itself: calls `onLive` (the approach's `replayHeldClick`) once its controls are live, after the hydration render. */
export function useOnLive(onLive: (() => void) | undefined) {
  const live = useHydrated();
  useEffect(() => {
    if (live) onLive?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the controls turn live
  }, [live]);
}
