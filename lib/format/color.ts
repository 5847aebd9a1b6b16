const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Normalises a 3- or 6-digit hex colour to #rrggbb; anything else fails with 'Bad Hex'. */
export function normalizeHex(value: string): string {
  const match = HEX_PATTERN.exec(value.trim());
  if (!match) throw new Error('Bad Hex');
  const hex = match[1]!.toLowerCase();
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full}`;
}

export function isHexColor(value: string): boolean {
  return HEX_PATTERN.test(value.trim());
}
