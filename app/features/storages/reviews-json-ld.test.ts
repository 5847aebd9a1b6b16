import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from './reviews-json-ld';

describe('reviews in structured data', () => {
  it('states the aggregate rating and each review', () => {
    const ld = reviewsJsonLd({
      average: 4.5,
      count: 2,
      items: [
        { id: 2, author: 'Анна', rating: 5, text: 'Отлично', created_at: '2026-11-20T10:00:00.000Z' },
        { id: 1, author: 'Клиент', rating: 4, text: 'Хорошо', created_at: '2026-11-01T10:00:00.000Z' },
      ],
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(2);
    expect((ld.review as object[])[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Анна' },
      datePublished: '2026-11-20',
      reviewRating: { ratingValue: 5 },
    });
  });
  it('says nothing without approved reviews', () => {
    expect(reviewsJsonLd({ average: null, count: 0, items: [] })).toEqual({});
    expect(reviewsJsonLd(null)).toEqual({});
  });
});
