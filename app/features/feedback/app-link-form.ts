import { formatNational, isPhoneComplete, phoneForApi } from '../auth';

/** What the browser checks before asking for the app link by SMS. */
export function validateAppLinkPhone(masked: string): string | undefined {
  return isPhoneComplete(masked) ? undefined : 'Введите номер телефона полностью';
}

/** The request body of POST /api/cabinet/site/leads/appUrl. */
export function appLinkRequestBody(masked: string): { phone: string } {
  return { phone: phoneForApi(masked) };
}

/** The inline success text: "Ссылка отправлена на +7 (999) 123-45-67". */
export function appLinkSentText(digits: string): string {
  return `Ссылка отправлена на ${formatNational(digits.replace(/\D/g, '').slice(-10))}`;
}
