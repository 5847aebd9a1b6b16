import type { LoginItem, LoginResult } from '../../../domains/auth/schema';
import type { ChannelChoices } from '../../../domains/notifications/preferences-schema';
import type { Profile } from '../../../domains/profile/schema';
import { apiRequest } from '../../shell/api-client';

/** The profile calls of the "Мои данные" page (the site's headers come with apiRequest). */
export const profileApi = {
  update(body: { last_name: string; first_name: string; middle_name: string; birth_date: string }) {
    return apiRequest<Profile>('/api/cabinet/v2/profile', { method: 'PUT', body });
  },
  setNotificationChannels(changes: Partial<ChannelChoices>) {
    return apiRequest<ChannelChoices>('/api/cabinet/v2/profile/notification-channels', { method: 'PUT', body: changes });
  },
  setAgreeAds(agree: boolean) {
    return apiRequest<Profile>('/api/cabinet/v2/profile/agrees', { method: 'PATCH', body: { agree_ads: agree } });
  },
  deactivate(reason: string) {
    return apiRequest<{ ok: true; deactivated_at: string }>('/api/cabinet/v2/profile', {
      method: 'DELETE',
      body: { confirm: true, ...(reason.trim() ? { reason: reason.trim() } : {}) },
    });
  },
  changeEmail(email: string) {
    return apiRequest<{ email: string; sent: true; resend_after: number }>('/api/profile/email/update', {
      method: 'POST',
      body: { email },
    });
  },
  resendEmail() {
    return apiRequest<{ email: string; sent: true; resend_after: number }>('/api/profile/email/confirmation');
  },
  sendCurrentPhoneCode() {
    return apiRequest<LoginItem>('/api/cabinet/profile/send-sms-for-check-number');
  },
  confirmCurrentPhone(code: string) {
    return apiRequest<{ token: string }>('/api/cabinet/profile/confirm-sms-for-check-number', { method: 'POST', body: { code } });
  },
  sendNewPhoneCode(phone: string, token: string) {
    return apiRequest<LoginItem>('/api/cabinet/profile/phone-update', { method: 'POST', body: { phone, token } });
  },
  confirmNewPhone(phone: string, token: string, code: string) {
    return apiRequest<LoginResult>('/api/cabinet/profile/phone-confirm', { method: 'POST', body: { phone, token, code } });
  },
};
