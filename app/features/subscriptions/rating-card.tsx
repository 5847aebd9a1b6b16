import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderDetails } from '../../../domains/orders/cabinet/cabinet-schema';
import { RATING_COMMENT_MAX } from '../../../domains/orders/rating/rating-schema';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { subscriptionsApi } from './api';
import details from './details.module.css';
import styles from './rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * «Оцените заказ» on a finished order of any line: one to five stars and a comment, sent once; after
 * that the card shows the rating given. Nothing for an order still on (or canceled before it began).
 */
export function RatingCard({ order }: { order: Pick<OrderDetails, 'id' | 'rating' | 'can_rate'> }) {
  const id = useId();
  const live = useHydrated();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (order.rating) {
    return (
      <section className={details.card} aria-labelledby={`${id}-title`} data-testid="order-rating">
        <h2 id={`${id}-title`} className={details.cardTitle}>
          Ваша оценка
        </h2>
        <p className={styles.given} aria-label={`${order.rating.rating} из 5`}>
          {'★'.repeat(order.rating.rating)}
          <span className={styles.off}>{'★'.repeat(5 - order.rating.rating)}</span>
        </p>
        {order.rating.comment ? <p className={styles.comment}>{order.rating.comment}</p> : null}
        <p className={details.muted}>Спасибо! Оценку читают руководители склада и поддержка.</p>
      </section>
    );
  }
  if (!order.can_rate) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setError('Поставьте оценку от 1 до 5');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await subscriptionsApi.rate(order.id, stars, comment);
      snackbar.show({ text: 'Спасибо за оценку', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (failure) {
      snackbar.showError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={details.card} aria-labelledby={`${id}-title`} data-testid="order-rating">
      <h2 id={`${id}-title`} className={details.cardTitle}>
        Оцените заказ
      </h2>
      <form className={styles.form} onSubmit={send} noValidate>
        <fieldset className={styles.stars} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className={styles.legend}>Как всё прошло?</legend>
          {STARS.map((value) => (
            <label key={value} className={`${styles.star} ${value <= stars ? styles.on : ''}`}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={stars === value}
                onChange={() => {
                  setStars(value);
                  setError(null);
                }}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{`${value} из 5`}</span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <label className={styles.field}>
          <span>Комментарий (необязательно)</span>
          <textarea
            value={comment}
            maxLength={RATING_COMMENT_MAX}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
            className={styles.textarea}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!live || sending}>
          {sending ? 'Отправляем…' : 'Отправить оценку'}
        </button>
      </form>
    </section>
  );
}
