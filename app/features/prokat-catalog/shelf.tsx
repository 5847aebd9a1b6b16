import { memo } from 'react';
import type { ProductCard } from '../../../domains/prokat/catalogue-schema';
import { Deferred, deferredPart } from '../../shell/deferred';

export interface ShelfProps {
  /** The model the shelf is beside: its own category comes first and it is left out. */
  slug: string;
  /** The first page, rendered by the server. */
  items: ProductCard[];
  /** How many the shelf holds in all. */
  count: number;
}

// Under the first screen: its code comes at the visitor's first use of the page (shell/deferred.tsx).
const ShelfPart = deferredPart(() => import('./shelf.deferred'));

/** «Похожие инструменты»: the endless shelf, its first page in the server's HTML. */
export const DeferredShelf = memo(function DeferredShelf(props: ShelfProps) {
  return (
    <Deferred>
      <ShelfPart {...props} />
    </Deferred>
  );
});
