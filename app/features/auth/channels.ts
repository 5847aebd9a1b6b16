import type { LoginChannel, LoginItem } from '../../../domains/auth/schema';
import { formatPhone } from '../../../lib/format/phone';

/** The order the channel buttons appear in. */
export const CHANNEL_ORDER: readonly LoginChannel[] = ['SMS', 'CALL', 'USER_CALL', 'EMAIL'];

/** Where the code went, as the server names it (masked phone or e-mail). */
export function channelAddress(item: LoginItem, channel: LoginChannel): string {
  const address = item[channel].address || item.phone;
  return address.includes('@') ? address : formatPhone(address);
}

/** The sentence above the code field: where the code went and what to type. */
export function codeSentText(channel: LoginChannel, address: string): string {
  switch (channel) {
    case 'CALL':
      return `Мы позвоним на номер ${address}: введите последние 4 цифры номера, с которого мы позвоним`;
    case 'EMAIL':
      return `Мы отправили код на почту ${address}`;
    case 'USER_CALL':
      return `Введите код для номера ${address}`;
    default:
      return `Мы отправили код в SMS на номер ${address}`;
  }
}

export function codeFieldLabel(channel: LoginChannel): string {
  if (channel === 'CALL') return 'Последние 4 цифры номера';
  if (channel === 'EMAIL') return 'Код из письма';
  return 'Код из SMS';
}

/** Other channels the visitor may switch to: enabled ones, current excluded. */
export function otherChannels(item: LoginItem, current: LoginChannel): LoginChannel[] {
  return CHANNEL_ORDER.filter((channel) => channel !== current && item[channel].enabled);
}

/** A button text for a channel: the server's, else a default. */
export function channelButtonText(item: LoginItem, channel: LoginChannel): string {
  const text = item[channel].button_text.trim();
  if (text) return text;
  if (channel === 'CALL') return 'Получить код звонком';
  if (channel === 'USER_CALL') return 'Подтвердить звонком';
  if (channel === 'EMAIL') return 'Получить код на почту';
  return 'Получить код в SMS';
}

/** Dialog titles of the steps. */
export function loginStepTitle(step: 0 | 1 | 2): string {
  if (step === 1) return 'Подтвердите номер звонком';
  if (step === 2) return 'Введите код';
  return 'Вход или регистрация';
}
