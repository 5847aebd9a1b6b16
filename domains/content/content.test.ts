import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { groupPenalties } from '../../app/features/content/group-penalties';
import { penaltyAmount } from '../../app/features/content/penalty-amount';
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

describe('penalty data and display', () => {
  it('uses only the known groups and gives every fine a sum or words', () => {
    for (const row of penaltyRows) {
      expect(PENALTY_GROUPS).toContain(row.groupName);
      expect(row.amount != null || row.amountText != null).toBe(true);
      if (row.amount != null) expect(Number.isInteger(row.amount)).toBe(true);
    }
    expect(new Set(penaltyRows.map((r) => r.code)).size).toBe(penaltyRows.length);
  });

  it('formats a sum in roubles and falls back to the words', () => {
    expect(penaltyAmount({ amount: 1500, amount_text: null })).toBe(`1\u00a0500\u00a0₽`);
    expect(penaltyAmount({ amount: null, amount_text: '100 % стоимости инструмента' })).toBe('100 % стоимости инструмента');
  });

  it('groups in the order of the list', () => {
    const base = { description: '', amount: 1, amount_text: null, unit: 'разово' };
    const groups = groupPenalties([
      { ...base, id: 1, code: 'a', title: 'A', group: 'Повреждение' },
      { ...base, id: 2, code: 'b', title: 'B', group: 'Утеря' },
      { ...base, id: 3, code: 'c', title: 'C', group: 'Повреждение' },
    ]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['Повреждение', [1, 3]],
      ['Утеря', [2]],
    ]);
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
