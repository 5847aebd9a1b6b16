import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { StorageLanding } from '../../../domains/storages/schema';
import { orNotFound } from './not-found';
import { storagesMeta } from './storages-seo';

export interface LandingData {
  landing: StorageLanding;
  minPrice: number | null;
}

/** A landing by its key with the cheapest monthly price of the catalogue; a missing key is 404. */
export async function loadLanding(context: AppLoadContext, key: string): Promise<LandingData> {
  const { catalogue } = context.services;
  const [landing, list] = await Promise.all([orNotFound(catalogue.landing(key)), catalogue.listWarehouses({ limit: 100 })]);
  const prices = list.items.map((w) => w.min_price).filter((p): p is number => p !== null);
  return { landing, minPrice: prices.length > 0 ? Math.min(...prices) : null };
}

export function landingMeta(data: LandingData | undefined): MetaDescriptor[] {
  return data ? storagesMeta(data.landing.seo_title, data.landing.seo_description, `/${data.landing.key}/`) : [];
}
