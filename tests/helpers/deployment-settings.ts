/**
 * What a real deployment sets besides its secret: the public address and the company's own
 * details (production refuses the development placeholders). Test apps that boot as production
 * get these; outside production they change nothing people see.
 */
export const deploymentSettings: Record<string, string> = {
  COMPANY_INN: '7704123456',
  COMPANY_OGRN: '1157746123456',
  COMPANY_LEGAL_ADDRESS: '119021, г. Москва, ул. Примерная, д. 1',
  SUPPORT_PHONE: '88001112233',
  RENTAL_PHONE: '88001112244',
  APP_STORE_URL: 'https://apps.apple.com/ru/app/mestechko/id1234567890',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=ru.mestechko.client',
  /** 32 bytes in base64 (a test key, never a real one). */
  IDENTITY_ENCRYPTION_KEY: 'dGVzdC1pZGVudGl0eS1rZXktMzItYnl0ZXMtbG9uZyE=',
};

/** A production test app's address: PUBLIC_URL is required there. */
export const productionPublicUrl = 'https://mestechko.test';
