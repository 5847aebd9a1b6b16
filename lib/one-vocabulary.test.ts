import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatLastDay, formatPeriod } from './format/dates';

// One formatter and one word for each figure a customer sees in several places (issue 30).

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the period of an order', () => {
  it('names both days: three months from 28.11.2026 end on 27.02.2027 (the stored end, 28.02.2027 00:00, is exclusive)', () => {
    const start = new Date('2026-11-27T21:00:00Z'); // 28.11.2026 00:00 in Moscow
    const end = new Date('2027-02-27T21:00:00Z'); // 28.02.2027 00:00 in Moscow
    expect(formatDate(end)).toBe('28.02.2027');
    expect(formatLastDay(end)).toBe('27.02.2027');
    expect(formatPeriod(start, end)).toBe('28.11.2026–27.02.2027');
  });
});

describe('words', () => {
  it('the clouds act is «Акт приёма» everywhere, never «Акт приёмки»', () => {
    const offenders = ['app', 'domains', 'lib'].flatMap((dir) =>
      sources(path.resolve(dir)).filter((file) => /[Аа]кт[аыуе]?\s+приёмки/.test(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
