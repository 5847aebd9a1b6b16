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

  it('lets production opt into sandbox providers explicitly', () => {
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SANDBOX_PROVIDERS: 'true' });
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
