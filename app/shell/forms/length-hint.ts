/** From this share of the limit on, a field shows how many characters are typed. */
export const LENGTH_HINT_FROM = 0.8;

/**
 * The counter of a limited text field, near the limit only: "850 из 1000 символов"; at the limit
 * a message that says so (the browser stops typing and cuts a paste there). Empty far from it.
 */
export function lengthHint(value: string, max: number): string | undefined {
  const length = value.length;
  if (length >= max) return `Достигнут предел: ${max} символов. Больше ввести нельзя`;
  if (length >= Math.floor(max * LENGTH_HINT_FROM)) return `${length} из ${max} символов`;
  return undefined;
}
