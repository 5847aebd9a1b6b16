import { isHexColor, normalizeHex } from '../../../lib/format/color';

export const DARK_TEXT = '#1b1d29';
export const LIGHT_TEXT = '#ffffff';
/** What a card gets when the admin's colour is not a hex colour. */
export const FALLBACK_BACKGROUND = '#f5f6fa';

/** The colour itself when it is a 3- or 6-digit hex colour, else the neutral surface. */
export function safeBackground(color: string): string {
  return isHexColor(color) ? normalizeHex(color) : FALLBACK_BACKGROUND;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const hex = normalizeHex(color).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(hex.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Dark or white text, whichever contrasts more with the background (dark for a bad colour). */
export function readableTextColor(background: string): string {
  if (!isHexColor(background)) return DARK_TEXT;
  const bg = relativeLuminance(background);
  return contrast(bg, relativeLuminance(DARK_TEXT)) >= contrast(bg, 1) ? DARK_TEXT : LIGHT_TEXT;
}
