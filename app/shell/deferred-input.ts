import { EARLY_INPUT_GIVE_UP_MS, replayEarlyInput } from './early-input';
import { wantParts } from './deferred-gate';

/**
 * Taps and submissions inside a deferred part that is still the server's HTML (deferred.tsx): React
 * cannot hand them to a part whose code has not come, so they are held, the part is asked for, and
 * they are done again once it is live, with what was typed into its fields meanwhile. A plain tap on
 * a link of the site is held too, so that it navigates within the page as a live link does; should
 * the part's code not come in time, the link is followed natively. Checkboxes and text fields work
 * natively and are not held, as before hydration (early-input.ts).
 */
const CONTROL = 'button,input[type="submit"],input[type="button"],[role="button"]';

interface Held {
  marker: Element;
  kind: 'click' | 'submit';
  target: HTMLElement;
  submitter?: HTMLElement | null;
}

const pending = new Set<Element>();
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

function hold(event: Event, entry: Omit<Held, 'marker'>) {
  const marker = pendingPartOf(entry.target);
  if (!marker) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.some((h) => h.target === entry.target)) {
    held.push({ ...entry, marker });
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
      if (!action.target.isConnected) continue;
      if (action.kind === 'submit' && action.target instanceof HTMLFormElement) {
        action.target.requestSubmit(action.submitter?.isConnected ? action.submitter : null);
      } else {
        action.target.click();
      }
    }
  });
}
