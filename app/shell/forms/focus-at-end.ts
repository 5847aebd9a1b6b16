import type { RefObject } from 'react';

/**
 * Focuses a text field with the caret after its text, once React has committed the value just set
 * (and mounted the field, if it was not there): a field focused from code keeps its old caret, often
 * at the start, so what the person types next would go before the text (a house number typed
 * before «г Казань, ул Баумана, »).
 */
export function focusAtEnd(ref: RefObject<HTMLInputElement | null> | undefined): void {
  setTimeout(() => {
    const input = ref?.current;
    if (!input) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, 0);
}
