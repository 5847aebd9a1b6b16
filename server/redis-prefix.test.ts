import { describe, expect, it } from 'vitest';
import { redisPrefix } from './redis-prefix';

describe('redis prefix', () => {
  it('is the configured one, ending in a colon', () => {
    expect(redisPrefix('staging', 'postgres://db:5432/a')).toBe('staging:');
    expect(redisPrefix('prod:', 'postgres://db:5432/a')).toBe('prod:');
  });

  it('is derived from the database otherwise: the same for one database, different for two, never the name itself', () => {
    const a = redisPrefix(undefined, 'postgres://db:5432/mestechko');
    expect(a).toMatch(/^mst-[0-9a-f]{16}:$/);
    expect(redisPrefix(undefined, 'postgres://db:5432/mestechko')).toBe(a);
    expect(redisPrefix(undefined, 'postgres://db:5432/mestechko_staging')).not.toBe(a);
    expect(a).not.toContain('mestechko');
  });
});
