import type { FaqItem, WarehouseReviews as Reviews } from '../../../domains/content/schema';
import type { CellSize } from '../../../domains/storages/schema';
import { Faq } from '../site-content';
import { SizeGuide } from './size-guide';
import { WarehouseReviews } from './warehouse-reviews';

/**
 * The ends of the warehouse and city pages, under their first screens: the reviews, the size guide
 * and the frequent questions. The server renders them with the page; the browser hydrates them
 * after it (page-end.tsx, shell/deferred.tsx).
 */
export function ReviewsAndSizes({
  reviews,
  externalLinks,
  sizes,
}: {
  reviews: Reviews | null;
  externalLinks: { title: string; url: string }[];
  sizes: CellSize[];
}) {
  return (
    <>
      <WarehouseReviews reviews={reviews} externalLinks={externalLinks} />
      <SizeGuide sizes={sizes} />
    </>
  );
}

export function Sizes({ sizes }: { sizes: CellSize[] }) {
  return <SizeGuide sizes={sizes} />;
}

export function Questions({ items }: { items: FaqItem[] }) {
  return <Faq items={items} />;
}
