import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The demo warehouses whose seeded reviews warehouse-trust.spec.ts reads as they were seeded: one
 * with three approved reviews, one with none. A test that writes reviews keeps away from them.
 */
export const SEEDED_REVIEW_PAGES = { reviewed: 'moskva-aviamotornaya', unreviewed: 'moskva-kolomenskaya' } as const;

interface ReviewGroup {
  id: number;
  warehouses: { id: number }[];
}

/** A review group and one of its warehouses, at random among those no other test reads as seeded. */
export async function warehouseForNewReview(request: APIRequestContext): Promise<{ groupId: number; warehouseId: number }> {
  const groups = ((await (await request.get('/api/cabinet/v2/site/feedbackForm/warehouseGroups')).json()) as { data: ReviewGroup[] }).data;
  const list = await request.get('/api/cabinet/v2/site/storages?limit=100');
  expect(list.ok()).toBe(true);
  const seeded = new Set<string>(Object.values(SEEDED_REVIEW_PAGES));
  const kept = new Set(
    ((await list.json()) as { data: { items: { id: number; slug: string }[] } }).data.items
      .filter((w) => seeded.has(w.slug))
      .map((w) => w.id),
  );
  expect(kept.size, 'the seeded review pages exist').toBe(seeded.size);
  const choices = groups.flatMap((g) => g.warehouses.filter((w) => !kept.has(w.id)).map((w) => ({ groupId: g.id, warehouseId: w.id })));
  expect(choices.length, 'a warehouse to review').toBeGreaterThan(0);
  return choices[Math.floor(Math.random() * choices.length)]!;
}
