import { hasForbiddenCharacters } from '../../lib/control-characters';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmValues = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/**
 * The UTM values the entry page kept in cookies (see page-requests.ts), cut to 200 characters
 * without splitting a surrogate pair. A cookie is the browser's own input and arrives
 * percent-decoded: a value with a control character is dropped, not refused, so one bad cookie
 * never locks a visitor out of a call.
 */
export function utmFromCookies(cookies: Record<string, string | undefined>): UtmValues | undefined {
  const entries = UTM_KEYS.flatMap((key) => {
    const value = cookies[key]?.slice(0, 200).replace(/[\uD800-\uDBFF]$/, '');
    return value && !hasForbiddenCharacters(value) ? [[key, value] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
