import { useEffect, useState } from 'react';
import type { Product } from '../../../domains/prokat/catalogue-schema';
import type { BookingChoice } from './booking-query';
import type { PanelLocker, PanelPlace } from './place';
import { loadProduct, refusalText } from './rental-api';

/** The locker of the choice and how many units of the model lie free in it, as the page knows. */
export function panelTarget(place: PanelPlace, choice: BookingChoice): { locker: PanelLocker | null; free: number } {
  if (place.page === 'locker') return { locker: place.locker, free: place.free[choice.slug] ?? 0 };
  const option = place.options.find((each) => each.postomat.id === choice.at);
  return option ? { locker: option.postomat, free: option.available } : { locker: null, free: 0 };
}

/** The model with its tariffs and deposit: the model page's own, else asked of the catalogue. */
export function usePanelModel(place: PanelPlace, slug: string): { product: Product | null; failed: string | null } {
  const own = place.page === 'model' && place.product.slug === slug ? place.product : null;
  const [loaded, setLoaded] = useState<{ product: Product | null; failed: string | null }>({ product: null, failed: null });
  useEffect(() => {
    if (own) return;
    const controller = new AbortController();
    loadProduct(slug, controller.signal).then(
      (product) => setLoaded({ product, failed: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ product: null, failed: refusalText(error) });
      },
    );
    return () => controller.abort();
  }, [own, slug]);
  return own ? { product: own, failed: null } : loaded;
}
