/**
 * What a visitor does before React has hydrated the page is kept and done afterwards (decision 0014):
 * the page's scripts start after its first screen, and a phone shows the page a while before that.
 *
 * - Taps on buttons and form submissions are held by a small inline script in the head
 *   (`EARLY_INPUT_SCRIPT`) and done again once the page has hydrated: a tap on the phone menu
 *   opens it then, a form sent with Enter is sent then. A tap twice on one button counts once.
 *   Links, checkboxes and text fields work natively and are not held.
 * - Text typed, boxes ticked and options chosen before hydration are handed to React once it has
 *   hydrated, as if typed then: React keeps what the page showed but not what it holds in state, so a
 *   form sent afterwards would otherwise send what the server rendered.
 * - Should the scripts never come (a failed chunk, no JavaScript), what was held is done natively
 *   after `EARLY_INPUT_GIVE_UP_MS`, as a page without scripts would.
 */

/** How long held taps wait for the page's scripts before they are done natively. */
export const EARLY_INPUT_GIVE_UP_MS = 10_000;

const GLOBAL = '__mestechkoEarlyInput';

// Plain ES5 in a string: it runs before any module, and the server and the browser render the same text.
export const EARLY_INPUT_SCRIPT = `(function () {
var queue = [], timer = 0, doc = document;
var CONTROL = 'button,input[type="submit"],input[type="button"],[role="button"]';
function held(target) {
  for (var i = 0; i < queue.length; i++) if (queue[i].target === target) return true;
  return false;
}
function giveUpLater() {
  if (!timer) timer = setTimeout(function () {
    var actions = stop();
    for (var i = 0; i < actions.length; i++) {
      var action = actions[i];
      if (!action.target.isConnected) continue;
      if (action.kind === "submit") HTMLFormElement.prototype.submit.call(action.target);
      else action.target.click();
    }
  }, ${EARLY_INPUT_GIVE_UP_MS});
}
function click(event) {
  var control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (!control || control.disabled || control.closest("a[href]")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held(control)) queue.push({ kind: "click", target: control });
  giveUpLater();
}
function submit(event) {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held(event.target)) queue.push({ kind: "submit", target: event.target, submitter: event.submitter });
  giveUpLater();
}
function stop() {
  clearTimeout(timer);
  doc.removeEventListener("click", click, true);
  doc.removeEventListener("submit", submit, true);
  window.${GLOBAL} = function () { return []; };
  return queue.splice(0);
}
doc.addEventListener("click", click, true);
doc.addEventListener("submit", submit, true);
window.${GLOBAL} = stop;
})();`;

export interface EarlyAction {
  kind: 'click' | 'submit';
  target: HTMLElement;
  submitter?: HTMLElement | null;
}

type EarlyInputWindow = Window & { [GLOBAL]?: () => EarlyAction[] };

let held: EarlyAction[] = [];
let changedBeforeHydration = new Map<Field, ChangedEntry>();

/**
 * Stops holding taps (React takes over events from here) and keeps, for `replayEarlyInput`, what was
 * held and what the fields hold now: React may put a field back to its own state during hydration
 * (a controlled box re-rendered when a part turns live), so the fields are read before it starts.
 */
export function stopHoldingEarlyInput() {
  const stop = (window as EarlyInputWindow)[GLOBAL];
  held = stop ? stop() : [];
  changedBeforeHydration = changedFields(document);
}

/** After hydration: hands React what was typed, then does the held taps and submissions in order. */
export function replayEarlyInput(root: ParentNode = document) {
  // Every field is read before any is handed over: handing one to React re-renders its form, which puts
  // the others back to what React holds for them. What changed during hydration wins over what was
  // read before it.
  const changed = changedFields(root);
  for (const [field, entry] of changedBeforeHydration) {
    if (field.isConnected && !changed.has(field)) changed.set(field, entry);
  }
  changedBeforeHydration = new Map();
  for (const entry of changed.values()) replayEntry(entry);
  const actions = held;
  held = [];
  for (const action of actions) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit' && action.target instanceof HTMLFormElement) {
      const submitter = action.submitter?.isConnected ? action.submitter : null;
      action.target.requestSubmit(submitter);
    } else {
      action.target.click();
    }
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type ChangedEntry =
  | { kind: 'options'; field: HTMLSelectElement; selected: boolean[] }
  | { kind: 'checked'; field: HTMLInputElement }
  | { kind: 'text'; field: HTMLInputElement | HTMLTextAreaElement; typed: string };

function changedFields(root: ParentNode): Map<Field, ChangedEntry> {
  const changed = new Map<Field, ChangedEntry>();
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const entry = changedEntry(field);
    if (entry) changed.set(field, entry);
  }
  return changed;
}

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** What the visitor changed in a field before hydration, if anything. */
function changedEntry(field: Field): ChangedEntry | null {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return options.every((option) => option.selected === option.defaultSelected)
      ? null
      : { kind: 'options', field, selected: options.map((option) => option.selected) };
  }
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A ticked or unticked box, a chosen radio; a radio left by a choice changes with the one chosen.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    return { kind: 'checked', field };
  }
  return field.value === field.defaultValue ? null : { kind: 'text', field, typed: field.value };
}

function replayEntry(entry: ChangedEntry) {
  if (entry.kind === 'options') {
    [...entry.field.options].forEach((option, i) => (option.selected = entry.selected[i] ?? option.selected));
    entry.field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (entry.kind === 'checked') {
    // The box as the server rendered it, through React's tracker of the field: the click then reads as a change.
    entry.field.checked = entry.field.defaultChecked;
    entry.field.click();
    return;
  }
  const { field } = entry;
  const focused = document.activeElement === field;
  const selection = focused ? selectionOf(field) : null;
  // React's tracker of the field must hold another value than the typed one for the event to read as a change.
  field.value = field.defaultValue;
  nativeValueSetter(field)?.call(field, entry.typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection) restoreSelection(field, selection);
}

function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

function restoreSelection(field: HTMLInputElement | HTMLTextAreaElement, [start, end]: [number, number]) {
  try {
    field.setSelectionRange(start, end);
  } catch {
    // fields without a text selection (email, number) keep the caret where the browser put it
  }
}
