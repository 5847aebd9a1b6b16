import type { ProkatCatalogue } from '../../../domains/prokat/catalogue.server';

/**
 * For a loader: in how many lockers each model lies now (the number of its obtaining options), by
 * slug. The cards of the catalogue and of a category say «В наличии в N постаматах».
 */
export async function lockerCounts(
  prokat: Pick<ProkatCatalogue, 'obtainingOptions'>,
  slugs: readonly string[],
): Promise<Record<string, number>> {
  const unique = [...new Set(slugs)];
  const counts = await Promise.all(unique.map(async (slug) => (await prokat.obtainingOptions(slug))?.length ?? 0));
  return Object.fromEntries(unique.map((slug, i) => [slug, counts[i]!]));
}
