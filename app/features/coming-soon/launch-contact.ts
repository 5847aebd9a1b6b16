/** What the «Сообщить о запуске» field holds once read: a mobile number or an e-mail. */
export type LaunchContact = { phone: string } | { email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the one field "Телефон или e-mail": anything with "@" is an e-mail, anything else a
 * Russian mobile number in any spelling (+7, 8 or ten digits). Returns the error text otherwise.
 */
export function parseLaunchContact(raw: string): LaunchContact | { error: string } {
  const value = raw.trim();
  if (!value) return { error: 'Укажите телефон или e-mail' };
  if (value.includes('@')) {
    return EMAIL.test(value) && value.length <= 254 ? { email: value } : { error: 'Введите корректный e-mail' };
  }
  if (/[^\d\s()+-]/.test(value)) return { error: 'Введите мобильный номер или e-mail' };
  let digits = value.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return /^79\d{9}$/.test(digits) ? { phone: digits } : { error: 'Введите мобильный номер полностью: +7 9XX XXX-XX-XX' };
}
