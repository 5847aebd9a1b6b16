import type { Env } from '../../lib/env.server';
import { createFcmSender } from './fcm.server';
import { createSmtpMailSender } from './mail-smtp.server';
import type { RealAdapters } from './registry.server';
import { createSmsRuCalls, createSmsRuSender } from './sms-ru.server';

type AdapterEnv = Pick<Env, 'SMSRU_API_ID' | 'SMSRU_BASE_URL' | 'SMTP_URL' | 'MAIL_FROM'> &
  Partial<Pick<Env, 'FCM_SERVICE_ACCOUNT' | 'FCM_BASE_URL'>>;

/** The real adapters whose keys are set; the registry decides whether the sandbox wins. */
export function realAdaptersFromEnv(env: AdapterEnv): RealAdapters {
  const adapters: RealAdapters = {};
  if (env.SMSRU_API_ID) {
    const smsRu = { apiId: env.SMSRU_API_ID, baseUrl: env.SMSRU_BASE_URL };
    adapters.sms = createSmsRuSender(smsRu);
    adapters.calls = createSmsRuCalls(smsRu);
  }
  if (env.SMTP_URL) adapters.mail = createSmtpMailSender({ url: env.SMTP_URL, from: env.MAIL_FROM });
  if (env.FCM_SERVICE_ACCOUNT) {
    adapters.push = createFcmSender({ account: env.FCM_SERVICE_ACCOUNT, baseUrl: env.FCM_BASE_URL ?? 'https://fcm.googleapis.com' });
  }
  return adapters;
}
