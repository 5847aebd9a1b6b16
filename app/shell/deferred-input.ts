import { EARLY_INPUT_GIVE_UP_MS, replayEarlyInput } from './early-input';
import { wantParts } from './deferred-gate';

/**
 * Taps and submissions inside a deferred part that is still the server's HTML (deferred.tsx): React
 * cannot hand them to a part whose code has not come, so they are held, the part is asked for, and
 * they are done again once it is live, with what was typed into its fields meanwhile. A plain tap on
 * a link of the site is held too, so that it navigates within the page as a live link does; should
 * the part's code not come in time, the link is followed natively. Checkboxes and text fields work
 * natively and are not held, as before hydration (early-input.ts). Taps on the copy of a part's
 * server HTML that shows while its code loads (deferred.tsx) are held the same way, and done on the
 * same element of the part once it is live (found by its place in the part).
 */
const CONTROL = 'button,input[type="submit"],input[type="button"],[role="button"]';

interface Held {
  marker: Element;
  kind: 'click' | 'submit';
  target: HTMLElement;
  submitter?: HTMLElement | null;
  /** Held on a copy: the places of the target and the submitter in it, to find them in the live part. */
  inCopy?: { target: number[]; submitter: number[] | null };
}

const pending = new Set<Element>();
/** The copies of parts' server HTML on the page (deferred.tsx), each with its part's marker. */
const copies = new Map<Element, Element>();
let held: Held[] = [];
let installed = false;

/** The nodes of the part that follows `marker`: from React's `<!--$-->` after it to the matching `<!--/$-->`. */
export function partNodes(marker: Element): Node[] {
  const nodes: Node[] = [];
  let depth = 0;
  for (let node = marker.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node as Comment).data;
      if (text.startsWith('$')) depth += 1;
      else if (text === '/$') depth -= 1;
      if (depth <= 0) break;
      continue;
    }
    if (depth > 0) nodes.push(node);
  }
  return nodes;
}

function pendingPartOf(target: Node): Element | undefined {
  for (const marker of pending) {
    if (partNodes(marker).some((node) => node === target || node.contains(target))) return marker;
  }
  return undefined;
}

function copyOf(target: Node): [Element, Element] | undefined {
  for (const [copy, marker] of copies) if (copy.contains(target)) return [copy, marker];
  return undefined;
}

/** Element indexes from `root` down to `element`. */
function placeIn(root: Element, element: Element): number[] {
  const place: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return place;
}

/** The element at `place` in the live part after `marker`: its top-level elements follow the marker. */
function elementAt(marker: Element, place: number[]): HTMLElement | null {
  let element = marker.nextElementSibling;
  for (let i = 0; element && i < (place[0] ?? 0); i += 1) element = element.nextElementSibling;
  for (const index of place.slice(1)) element = element?.children[index] ?? null;
  return element instanceof HTMLElement ? element : null;
}

function hold(event: Event, entry: Omit<Held, 'marker'>) {
  const copy = pendingPartOf(entry.target) ? undefined : copyOf(entry.target);
  const marker = pendingPartOf(entry.target) ?? copy?.[1];
  if (!marker) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.some((h) => h.target === entry.target)) {
    const inCopy = copy && {
      target: placeIn(copy[0], entry.target),
      submitter: entry.submitter && copy[0].contains(entry.submitter) ? placeIn(copy[0], entry.submitter) : null,
    };
    held.push({ ...entry, marker, ...(inCopy ? { inCopy } : {}) });
    if (entry.target instanceof HTMLAnchorElement) followLaterIfStillHeld(entry.target);
  }
  wantParts();
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href]');
  if (link) {
    if (isPlainSiteLinkClick(event, link)) hold(event, { kind: 'click', target: link });
    return;
  }
  const control = event.target.closest<HTMLElement>(CONTROL);
  if (!control || (control as HTMLButtonElement).disabled) return;
  hold(event, { kind: 'click', target: control });
}

function isPlainSiteLinkClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  return link.origin === window.location.origin;
}

/** Held links whose part never came are followed natively, as a page without scripts would. */
function followLaterIfStillHeld(link: HTMLAnchorElement) {
  setTimeout(() => {
    const entry = held.find((h) => h.target === link);
    if (!entry) return;
    held = held.filter((h) => h !== entry);
    if (link.isConnected) window.location.assign(link.href);
  }, EARLY_INPUT_GIVE_UP_MS);
}

function onSubmit(event: SubmitEvent) {
  if (event.target instanceof HTMLFormElement) hold(event, { kind: 'submit', target: event.target, submitter: event.submitter });
}

/** Called by the client entry before React hydrates, so these listeners run before React's. */
export function holdInputOfPendingParts() {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

export function partPending(marker: Element) {
  pending.add(marker);
}

/** A copy of the part's server HTML shows while its code loads (deferred.tsx); returns its removal. */
export function partCopyShown(copy: Element, marker: Element): () => void {
  copies.set(copy, marker);
  return () => copies.delete(copy);
}

/** The part after `marker` is live: what was typed into it and the taps held are handed to it. */
export function partLive(marker: Element) {
  pending.delete(marker);
  marker.setAttribute('data-live', '');
  const mine = held.filter((h) => h.marker === marker);
  const hasFields = partNodes(marker).some((node) => node instanceof Element && node.querySelector('input,textarea,select'));
  if (mine.length === 0 && !hasFields) return;
  held = held.filter((h) => h.marker !== marker);
  // A task after the commit: the part's own mount effects have run by then.
  setTimeout(() => {
    for (const node of partNodes(marker)) if (node instanceof Element) replayEarlyInput(node);
    for (const action of mine) {
      const target = action.inCopy ? elementAt(marker, action.inCopy.target) : action.target;
      if (!target?.isConnected) continue;
      const submitter = action.inCopy?.submitter ? elementAt(marker, action.inCopy.submitter) : action.submitter;
      if (action.kind === 'submit' && target instanceof HTMLFormElement) {
        target.requestSubmit(submitter?.isConnected ? submitter : null);
      } else {
        target.click();
      }
    }
  });
}
