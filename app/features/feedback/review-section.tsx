import { memo } from 'react';
import type { ReviewGroup } from '../../../domains/content/schema';
import { Deferred, deferredPart } from '../../shell/deferred';
import styles from './feedback.module.css';

// The form (its fields, checks and the phone mask) is not in the page's first load (shell/deferred.tsx).
const ReviewForm = deferredPart(() => import('./review-fields.deferred').then((module) => ({ default: module.ReviewForm })));

/** Memoised: the page's own updates reach the form only when the groups change. */
const DeferredReviewForm = memo(function DeferredReviewForm({ groups }: { groups: ReviewGroup[] }) {
  return (
    <Deferred fallback={<div className={styles.panel} aria-busy="true" />}>
      <ReviewForm groups={groups} />
    </Deferred>
  );
});

/**
 * "Оставить отзыв": the group, a 1–5 rating, the text and optional contacts; the review goes to
 * moderation. `groups` is null when the list could not be loaded: a message instead of the form.
 */
export function ReviewSection({ groups }: { groups: ReviewGroup[] | null }) {
  return (
    <section className={styles.reviewSection} aria-labelledby="review-title" data-testid="review-section">
      <div className="container">
        <div className={styles.reviewLayout}>
          <div>
            <h2 id="review-title" className={styles.reviewTitle}>
              Оставить отзыв
            </h2>
            <p className={styles.reviewLead}>
              Расскажите, что понравилось и что нам стоит улучшить. Отзыв прочитает команда сервиса, а после проверки он появится на сайте.
            </p>
          </div>
          {groups && groups.length > 0 ? (
            <DeferredReviewForm groups={groups} />
          ) : (
            <p className={styles.unavailable} role="status" data-testid="review-unavailable">
              Форма отзыва сейчас недоступна. Попробуйте позже или напишите нам в чат поддержки.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
