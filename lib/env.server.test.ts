import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.server';

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
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(env.sandboxProviders).toBe(false);
  });

  it('refuses the sandbox providers in production and lists the key', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
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
    expect(() => loadEnv({ APP_ENV: 'production', NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), SANDBOX_PROVIDERS: 'true' })).toThrow(
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
