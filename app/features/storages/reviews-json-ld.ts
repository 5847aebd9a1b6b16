import type { WarehouseReviews } from '../../../domains/content/schema';

/**
 * schema.org `AggregateRating` and `Review` items for the warehouse's structured data; empty
 * without approved reviews (a rating of nothing is not stated).
 */
export function reviewsJsonLd(reviews: WarehouseReviews | null): Record<string, unknown> {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.created_at.slice(0, 10),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
