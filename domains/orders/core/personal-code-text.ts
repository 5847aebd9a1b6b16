/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A personal code as people read it aloud: the owner's first name in capitals (Cyrillic or Latin
 * letters only, at most 8) or ДРУГ, a hyphen and four characters, like «ИВАН-7K2Q».
 */
export function personalCodeText(firstName: string | null, random: (n: number) => number): string {
  const name = (firstName ?? '')
    .toUpperCase()
    .replace(/Ё/g, 'Е')
    .replace(/[^A-ZА-Я]/g, '')
    .slice(0, 8);
  let tail = '';
  for (let i = 0; i < 4; i += 1) tail += ALPHABET[random(ALPHABET.length)];
  return `${name.length >= 2 ? name : 'ДРУГ'}-${tail}`;
}
