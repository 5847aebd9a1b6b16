import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { penaltyRows } from './penalties-data';
import type { ContentRepo } from './repo.server';
import { PENALTY_GROUPS } from './schema';
import { appUrlSmsText, createContentService, isActiveAt } from './service.server';

describe('isActiveAt', () => {
  const row = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-02-01T00:00:00Z') };
  it('includes the start and excludes the end', () => {
    expect(isActiveAt(row, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isActiveAt(row, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isActiveAt(row, new Date('2026-01-31T23:59:59Z'))).toBe(true);
    expect(isActiveAt(row, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });
  it('treats a missing end as open', () => {
    expect(isActiveAt({ startsAt: row.startsAt, endsAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('penalty data', () => {
  it('uses only the known groups and gives every fine a sum or words', () => {
    for (const row of penaltyRows) {
      expect(PENALTY_GROUPS).toContain(row.groupName);
      expect(row.amount != null || row.amountText != null).toBe(true);
      if (row.amount != null) expect(Number.isInteger(row.amount)).toBe(true);
    }
    expect(new Set(penaltyRows.map((r) => r.code)).size).toBe(penaltyRows.length);
  });
});

describe('content service cache', () => {
  it('reads the fines once per 30 seconds', async () => {
    const clock = manualClock();
    let reads = 0;
    const repo = {
      penalties: async () => {
        reads += 1;
        return [];
      },
    } as unknown as ContentRepo;
    const service = createContentService({
      repo,
      clock,
      sms: { name: 'sms', sandbox: true, send: async () => ({ id: '1' }) },
      cityExists: async () => true,
    });
    await service.listRentalPenalties();
    await service.listRentalPenalties();
    expect(reads).toBe(1);
    clock.advance(31);
    await service.listRentalPenalties();
    expect(reads).toBe(2);
  });

  it('puts both store links in the app SMS', () => {
    expect(appUrlSmsText()).toMatch(/apps\.apple\.com.*play\.google\.com/);
  });
});
