import { memo } from 'react';
import type { FaqItem, WarehouseReviews as Reviews } from '../../../domains/content/schema';
import type { CellSize } from '../../../domains/storages/schema';
import { Deferred, deferredPart } from '../../shell/deferred';

// One chunk for the three parts, loaded at the visitor's first use of the page (shell/deferred.tsx). Each part is
// memoised: the page's own updates reach it only when its loader data changes.
const loadEnd = () => import('./page-end.deferred');
const ReviewsAndSizesPart = deferredPart(() => loadEnd().then((module) => ({ default: module.ReviewsAndSizes })));
const SizesPart = deferredPart(() => loadEnd().then((module) => ({ default: module.Sizes })));
const QuestionsPart = deferredPart(() => loadEnd().then((module) => ({ default: module.Questions })));

/** A warehouse's reviews and the size guide. */
export const DeferredReviewsAndSizes = memo(function DeferredReviewsAndSizes(props: {
  reviews: Reviews | null;
  externalLinks: { title: string; url: string }[];
  sizes: CellSize[];
}) {
  return (
    <Deferred>
      <ReviewsAndSizesPart {...props} />
    </Deferred>
  );
});

/** The size guide. */
export const DeferredSizes = memo(function DeferredSizes({ sizes }: { sizes: CellSize[] }) {
  return (
    <Deferred>
      <SizesPart sizes={sizes} />
    </Deferred>
  );
});

/** The frequent questions. */
export const DeferredQuestions = memo(function DeferredQuestions({ items }: { items: FaqItem[] }) {
  return (
    <Deferred>
      <QuestionsPart items={items} />
    </Deferred>
  );
});
