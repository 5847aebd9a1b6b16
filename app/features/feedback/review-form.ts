import type { ReviewGroup } from '../../../domains/content/schema';
import { isPhoneComplete, phoneForApi } from '../auth';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

export interface ReviewValues {
  groupId: string;
  /** A warehouse of the chosen group, or '' for the service as a whole. */
  warehouseId: string;
  rating: number;
  text: string;
  name: string;
  phone: string;
  email: string;
  agree: boolean;
}

export const EMPTY_REVIEW: ReviewValues = {
  groupId: '',
  warehouseId: '',
  rating: 0,
  text: '',
  name: '',
  phone: '',
  email: '',
  agree: false,
};

export type ReviewField = 'group' | 'warehouse' | 'rating' | 'text' | 'name' | 'phone' | 'email' | 'agree';
export type ReviewErrors = Partial<Record<ReviewField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The counter under the text: "123 / 2000". */
export function reviewTextCounter(text: string): string {
  return `${text.trim().length} / ${REVIEW_TEXT_MAX}`;
}

/** The browser's checks, the same limits as `sendReviewSchema`. */
export function validateReview(values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!values.groupId) errors.group = 'Выберите, о чём отзыв';
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) errors.rating = 'Поставьте оценку от 1 до 5';
  const text = values.text.trim();
  if (!text) errors.text = 'Напишите отзыв';
  else if (text.length < REVIEW_TEXT_MIN) errors.text = `Отзыв: не меньше ${REVIEW_TEXT_MIN} символов`;
  else if (text.length > REVIEW_TEXT_MAX) errors.text = `Отзыв: не больше ${REVIEW_TEXT_MAX} символов`;
  if (values.name.trim().length > 100) errors.name = 'Имя: не больше 100 символов';
  if (values.phone && !isPhoneComplete(values.phone)) errors.phone = 'Введите номер телефона полностью или оставьте поле пустым';
  const email = values.email.trim();
  if (email && (!EMAIL.test(email) || email.length > 254)) errors.email = 'Введите корректный e-mail';
  if (!values.agree) errors.agree = 'Нужно согласие на обработку персональных данных';
  return errors;
}

/** What POST /api/cabinet/v2/site/feedbackForm/sendReview accepts. */
export interface ReviewBody {
  group_id: number;
  warehouse_id?: number;
  rating: number;
  text: string;
  name?: string;
  phone?: string;
  email?: string;
}

/** The request body, empty optional fields left out. */
export function reviewRequestBody(values: ReviewValues): ReviewBody {
  const name = values.name.trim();
  const email = values.email.trim();
  return {
    group_id: Number(values.groupId),
    ...(values.warehouseId ? { warehouse_id: Number(values.warehouseId) } : {}),
    rating: values.rating,
    text: values.text.trim(),
    ...(name ? { name } : {}),
    ...(values.phone ? { phone: phoneForApi(values.phone) } : {}),
    ...(email ? { email } : {}),
  };
}

/** The server's field errors under the form's fields (`group_id` goes to the select). */
export function reviewFieldErrors(fields: Record<string, string> | undefined): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const key of ['rating', 'text', 'name', 'phone', 'email'] as const) {
    if (fields?.[key]) errors[key] = fields[key];
  }
  if (fields?.group_id) errors.group = fields.group_id;
  if (fields?.warehouse_id) errors.warehouse = fields.warehouse_id;
  return errors;
}

/** The groups of the visitor's city first, the others after, each part in the server's order. */
export function orderReviewGroups(groups: readonly ReviewGroup[], cityId: number): ReviewGroup[] {
  return [...groups.filter((g) => g.city_id === cityId), ...groups.filter((g) => g.city_id !== cityId)];
}

/** "1 звезда из 5", "3 звезды из 5", "5 звёзд из 5". */
export function ratingLabel(rating: number): string {
  const word = rating === 1 ? 'звезда' : rating < 5 ? 'звезды' : 'звёзд';
  return `${rating} ${word} из 5`;
}
