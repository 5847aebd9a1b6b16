/**
 * The moment a page's deferred parts (deferred.tsx) are wanted: the visitor's first touch, key,
 * scroll, wheel or pointer move anywhere on the page, or the router starting to navigate or
 * revalidate. Until then a part is the server's HTML and its code is not even requested: a phone that
 * only reads the first screen pays for none of it.
 */
export const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'mousemove', 'focusin'] as const;

/** Set on `document` by the scripts' loader (deferred-scripts.ts) when the page was used before the scripts came. */
export const PAGE_USED_GLOBAL = '__mestechkoPageUsed';

let want: () => void = () => {};
const wanted = new Promise<void>((resolve) => {
  want = resolve;
});
let isWanted = false;
let listening = false;

/** Resolves when the parts are wanted (at once on the server: it renders every part with its page). */
export function partsWanted(): Promise<void> {
  return import.meta.env.SSR ? Promise.resolve() : wanted;
}

export function partsAreWanted(): boolean {
  return isWanted;
}

/** Lets every part load now (idempotent). */
export function wantParts() {
  if (isWanted) return;
  isWanted = true;
  if (listening) for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, true);
  want();
}

function onFirstUse() {
  wantParts();
}

/** Listens for the visitor's first use of the page; called by the client entry before React hydrates. */
export function wantPartsAtFirstUse() {
  if (isWanted || listening) return;
  if ((document as unknown as Record<string, unknown>)[PAGE_USED_GLOBAL]) {
    wantParts();
    return;
  }
  listening = true;
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
}
