import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../lib/env.server';

describe('payment provider settings', () => {
  it('defaults the YooKassa base URL and needs both the shop id and the key', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).YOOKASSA_BASE_URL).toBe('https://api.yookassa.ru/v3');
    const both = loadEnv({ NODE_ENV: 'test', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' });
    expect(both.YOOKASSA_SHOP_ID).toBe('1');
    expect(() => loadEnv({ NODE_ENV: 'test', YOOKASSA_SHOP_ID: '1' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'test', YOOKASSA_SECRET_KEY: 'k' })).toThrow(/set both or neither/);
    expect(() => loadEnv({ NODE_ENV: 'test', YOOKASSA_BASE_URL: 'ftp://x' })).toThrow(EnvError);
  });
});
