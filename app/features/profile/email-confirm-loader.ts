import type { AppLoadContext } from 'react-router';
import { emailVerifySchema } from '../../../domains/profile/schema';
import { isAppError } from '../../../lib/errors';
import type { EmailConfirmOutcome } from './email-confirm-result';

/** Headers of pages that carry a key in their address: never cached, never sent on as a referrer. */
export const SECRET_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

/** Confirms the e-mail of a letter's link (loaders of /auth/email/confirm/ and /app/email-verify/). */
export async function confirmEmailFromLink(context: AppLoadContext, key: string | null): Promise<EmailConfirmOutcome> {
  const parsed = emailVerifySchema.safeParse({ key: key ?? '' });
  if (!parsed.success) {
    return { ok: false, message: 'Ссылка неполная: откройте её из письма целиком или скопируйте в адресную строку' };
  }
  const profile = context.services.profile;
  try {
    const { email } = await profile.confirmEmail(parsed.data.key);
    return { ok: true, email };
  } catch (error) {
    if (!isAppError(error)) throw error;
    // A mail scanner may have opened the link before the person did: a signed-in owner whose
    // address is confirmed and nothing else waits sees that, not a failure.
    if (error.code === 'CODE_EXPIRED' && context.viewer) {
      const current = await profile.getProfile(context.viewer.id).catch(() => null);
      if (current?.email && current.email_confirmed && !current.pending_email) return { ok: true, email: current.email, already: true };
    }
    const message = Array.isArray(error.lines) ? error.lines.join(' ') : error.lines;
    return { ok: false, message, conflict: error.code === 'EMAIL_TAKEN' };
  }
}
