import { describe, expect, it } from 'vitest';
import { deploymentSettings } from '../tests/helpers/deployment-settings';
import { EnvError, loadEnv } from './env.server';
import { placeholderSiteSettings, siteSettingDefaults, siteSettingsFrom, siteSettingsScript } from './site-config';

/** Everything production needs besides what a test varies. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://mestechko.example',
  ...deploymentSettings,
};

function issuesOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).issues.join('\n');
  }
  throw new Error('the environment was accepted');
}

describe('environment', () => {
  it('has working defaults for a fresh clone', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.sandboxProviders).toBe(true);
  });

  it('lists every invalid key at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const issues = (error as EnvError).issues.join('\n');
      expect(issues).toContain('PORT');
      expect(issues).toContain('DATABASE_URL');
      expect(issues).toContain('LOG_LEVEL');
    }
  });

  it('refuses to start production on the development secret', () => {
    expect(() => loadEnv({ ...production, SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/);
    const env = loadEnv(production);
    expect(env.sandboxProviders).toBe(false);
  });

  it('needs the identity encryption key in production only, 32 bytes in base64', () => {
    const withoutKey = Object.fromEntries(Object.entries(production).filter(([key]) => key !== 'IDENTITY_ENCRYPTION_KEY'));
    expect(issuesOf(withoutKey)).toMatch(/IDENTITY_ENCRYPTION_KEY: production needs its own key/);
    expect(issuesOf({ ...production, IDENTITY_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toMatch(/32 bytes/);
    expect(loadEnv({ NODE_ENV: 'production', APP_ENV: 'staging', SESSION_SECRET: 'x'.repeat(40) }).IDENTITY_ENCRYPTION_KEY).toBeUndefined();
    expect(loadEnv({}).IDENTITY_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses the sandbox providers in production and lists the key', () => {
    for (const value of ['true', '1']) {
      try {
        loadEnv({ ...production, SANDBOX_PROVIDERS: value, PORT: 'abc' });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        const issues = (error as EnvError).issues.join('\n');
        expect(issues).toMatch(/SANDBOX_PROVIDERS: production never runs the sandbox/);
        expect(issues).toContain('PORT');
      }
    }
    expect(() => loadEnv({ ...production, APP_ENV: 'production', NODE_ENV: 'test', SANDBOX_PROVIDERS: 'true' })).toThrow(
      /SANDBOX_PROVIDERS/,
    );
    expect(loadEnv({ ...production, SANDBOX_PROVIDERS: 'false' }).sandboxProviders).toBe(false);
  });

  it('configures the SMS.ru and SMTP adapters only when their keys are set', () => {
    const defaults = loadEnv({});
    expect(defaults.SMSRU_API_ID).toBeUndefined();
    expect(defaults.SMSRU_BASE_URL).toBe('https://sms.ru');
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('Местечко <no-reply@mestechko.ru>');

    const env = loadEnv({
      SMSRU_API_ID: 'A1B2C3D4-0000-1111-2222-333344445555',
      SMSRU_BASE_URL: 'http://127.0.0.1:8081',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.ru:465',
      MAIL_FROM: 'Команда <team@example.ru>',
    });
    expect(env).toMatchObject({
      SMSRU_API_ID: 'A1B2C3D4-0000-1111-2222-333344445555',
      SMSRU_BASE_URL: 'http://127.0.0.1:8081',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.ru:465',
      MAIL_FROM: 'Команда <team@example.ru>',
    });

    try {
      loadEnv({ SMSRU_BASE_URL: 'ftp://sms.example', SMTP_URL: 'https://mailer:secret@smtp.example.ru' });
      expect.unreachable();
    } catch (error) {
      const issues = (error as EnvError).issues.join('\n');
      expect(issues).toContain('SMSRU_BASE_URL');
      expect(issues).toContain('SMTP_URL');
      expect(issues).not.toContain('secret');
    }
  });

  it('reads the FCM service account key file, and names the key without its content when it is not one', () => {
    expect(loadEnv({}).FCM_SERVICE_ACCOUNT).toBeUndefined();
    expect(loadEnv({}).FCM_BASE_URL).toBe('https://fcm.googleapis.com');
    const key = {
      project_id: 'mestechko',
      client_email: 'push@mestechko.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nsecret\n',
    };
    expect(loadEnv({ FCM_SERVICE_ACCOUNT: JSON.stringify(key) }).FCM_SERVICE_ACCOUNT).toEqual({
      ...key,
      token_uri: 'https://oauth2.googleapis.com/token',
    });
    for (const bad of ['{"project_id": "mestechko", "private_key": "secret', JSON.stringify({ ...key, private_key: 'secret' })]) {
      const issues = issuesOf({ FCM_SERVICE_ACCOUNT: bad });
      expect(issues).toContain('FCM_SERVICE_ACCOUNT');
      expect(issues).not.toContain('secret');
    }
  });

  it('lets a production build run as APP_ENV=test opt into sandbox providers (the browser tests)', () => {
    const env = loadEnv({ NODE_ENV: 'production', APP_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), SANDBOX_PROVIDERS: 'true' });
    expect(env.sandboxProviders).toBe(true);
  });
});

describe('environment in production', () => {
  it('reports the missing secret together with the other invalid keys', () => {
    try {
      loadEnv({ NODE_ENV: 'production', PORT: 'x' });
      expect.unreachable();
    } catch (error) {
      const issues = (error as EnvError).issues.join('\n');
      expect(issues).toContain('PORT');
      expect(issues).toContain('SESSION_SECRET');
    }
  });

  it('treats APP_ENV=test on a production build as not production', () => {
    const env = loadEnv({ NODE_ENV: 'production', APP_ENV: 'test' });
    expect(env.isProduction).toBe(false);
    expect(env.sandboxProviders).toBe(true);
  });
});

describe('the public address', () => {
  it('follows the port outside production, so payment return addresses reach this server', () => {
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '3313' }).PUBLIC_URL).toBe('http://localhost:3313');
    expect(loadEnv({ NODE_ENV: 'production', APP_ENV: 'development', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '3313', PUBLIC_URL: 'https://demo.example' }).PUBLIC_URL).toBe('https://demo.example');
  });

  it('is required in production, listed with the other invalid keys', () => {
    const { PUBLIC_URL: _omitted, ...withoutAddress } = production;
    void _omitted;
    const issues = issuesOf({ ...withoutAddress, PORT: 'x' });
    expect(issues).toMatch(/PUBLIC_URL: production needs the public address/);
    expect(issues).toContain('PORT');
    expect(loadEnv(production).PUBLIC_URL).toBe('https://mestechko.example');
    expect(issuesOf({ ...production, PUBLIC_URL: 'ftp://mestechko.example' })).toContain('PUBLIC_URL');
  });
});

describe('the company details', () => {
  it('default to the development values and take the deployment values', () => {
    const env = loadEnv({});
    expect(env.COMPANY_INN).toBe('7700000000');
    expect(env.SUPPORT_PHONE).toBe('88005553524');
    const own = loadEnv(deploymentSettings);
    expect(own.COMPANY_INN).toBe(deploymentSettings.COMPANY_INN);
    expect(siteSettingsFrom(deploymentSettings)).toMatchObject({
      inn: deploymentSettings.COMPANY_INN,
      supportPhone: deploymentSettings.SUPPORT_PHONE,
    });
    expect(siteSettingsFrom({ COMPANY_INN: '  ' }).inn).toBe(siteSettingDefaults.COMPANY_INN);
  });

  it('are validated: INN, OGRN, phones and store links in their formats', () => {
    const issues = issuesOf({
      COMPANY_INN: '123',
      COMPANY_OGRN: '12',
      SUPPORT_PHONE: '+7 800',
      APP_STORE_URL: 'http://apps.example',
      COMPANY_EMAIL: 'nope',
    });
    for (const key of ['COMPANY_INN', 'COMPANY_OGRN', 'SUPPORT_PHONE', 'APP_STORE_URL', 'COMPANY_EMAIL']) expect(issues).toContain(key);
  });

  it('production refuses to start while any of them is unset or the placeholder, naming each', () => {
    const bare = issuesOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://mestechko.example' });
    for (const key of placeholderSiteSettings) expect(bare).toMatch(new RegExp(`${key}: production needs the company's own value`));
    const placeholderInn = issuesOf({ ...production, COMPANY_INN: siteSettingDefaults.COMPANY_INN });
    expect(placeholderInn).toContain('COMPANY_INN');
    expect(placeholderInn).not.toContain('OGRN');
    // Staging and the local demo keep the development values.
    expect(loadEnv({ NODE_ENV: 'production', APP_ENV: 'staging', SESSION_SECRET: 'x'.repeat(40) }).COMPANY_INN).toBe('7700000000');
  });

  it('reach the browser through an inline script no value can close', () => {
    const script = siteSettingsScript();
    expect(script).toMatch(/^window\.__MESTECHKO_SITE__=\{.*\};$/);
    expect(script).not.toContain('</');
  });
});

describe('fiscal receipt settings', () => {
  it('default to без НДС under УСН and accept only the provider codes', () => {
    const env = loadEnv({});
    expect(env.RECEIPT_VAT_CODE).toBe(1);
    expect(env.RECEIPT_TAX_SYSTEM_CODE).toBe(2);
    expect(loadEnv({ RECEIPT_VAT_CODE: '4', RECEIPT_TAX_SYSTEM_CODE: '1' })).toMatchObject({
      RECEIPT_VAT_CODE: 4,
      RECEIPT_TAX_SYSTEM_CODE: 1,
    });
    const issues = issuesOf({ RECEIPT_VAT_CODE: '13', RECEIPT_TAX_SYSTEM_CODE: '0' });
    expect(issues).toContain('RECEIPT_VAT_CODE');
    expect(issues).toContain('RECEIPT_TAX_SYSTEM_CODE');
  });
});
