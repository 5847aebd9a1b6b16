import { bonusSharePercent } from '../../../domains/orders/core/pricing';
import { formatRub } from '../../../lib/format/money';
import {
  MOVING_DISCOUNT_MAX_RUB,
  MOVING_DISCOUNT_PERCENT,
  REGISTRATION_DISCOUNT_RUB,
  REGISTRATION_MIN_ORDER_RUB,
  REGISTRATION_VALID_DAYS,
  REVIEW_MODERATION_DAYS,
  REVIEW_POINTS_TEXT,
  BONUS_VALID_MONTHS,
  RULES_CHANGE_NOTICE_DAYS,
} from './rules-figures';

// The figures stay importable from here too (tests, the sitemap, the rules routes).
export * from './rules-figures';

/** The promotions and their rules, one page each under /rules/{slug}/. Amounts are integer roubles. */
export interface RuleStep {
  title: string;
  text: string;
}

export interface RuleFaq {
  question: string;
  answer: string;
}

export interface RuleCta {
  to: string;
  label: string;
}

export interface PromoRule {
  slug: string;
  /** The headline on the card and the page: "Скидка 25 % на переезд". */
  title: string;
  /** A short label for the card corner. */
  badge: string;
  summary: string;
  description: string;
  conditions: readonly string[];
  steps: readonly RuleStep[];
  faq: readonly RuleFaq[];
  cta: RuleCta;
  secondaryCta?: RuleCta;
}

const nbsp = '\u00a0';

export const promoRules: readonly PromoRule[] = [
  {
    slug: 'skidka-25-na-pereezd',
    title: `Скидка ${MOVING_DISCOUNT_PERCENT}${nbsp}% на${nbsp}переезд`,
    badge: `−${MOVING_DISCOUNT_PERCENT}${nbsp}%`,
    summary: 'Переезжаете? Оставьте вещи у нас на время ремонта или поиска новой квартиры и получите скидку на первый месяц хранения.',
    description:
      `Скидка ${MOVING_DISCOUNT_PERCENT}${nbsp}% на первый месяц хранения в ячейке на тёплом складе ` +
      `или хранения с вывозом вещей, если вы переезжаете.`,
    conditions: [
      `Скидка ${MOVING_DISCOUNT_PERCENT}${nbsp}% действует на первый месяц хранения — в ячейке или с вывозом вещей грузчиками.`,
      `Наибольшая сумма скидки — ${formatRub(MOVING_DISCOUNT_MAX_RUB)}; услуги грузчиков, упаковка и страховка оплачиваются по тарифу.`,
      'Одна скидка на один аккаунт и один номер телефона.',
      'Бронирование нужно оформить не позже чем через 30 дней после даты переезда.',
      'Скидка не суммируется с другими акциями и промокодами — применяется самая выгодная для вас.',
    ],
    steps: [
      {
        title: 'Выберите хранение',
        text: 'Ячейку нужного размера на странице «Хранение вещей» или вывоз вещей на странице «Хранение с доставкой».',
      },
      {
        title: 'Введите промокод',
        text: 'При оформлении заказа укажите промокод ПЕРЕЕЗД в поле «Промокод» — цена первого месяца пересчитается сразу.',
      },
      { title: 'Оплатите онлайн', text: 'Картой или через СБП. Договор и чек со скидкой появятся в личном кабинете.' },
    ],
    faq: [
      {
        question: 'Нужно ли подтверждать переезд?',
        answer: 'Нет, документы не нужны: промокод работает для любого заказа хранения в течение срока акции.',
      },
      {
        question: 'Что будет со скидкой, если я отменю бронирование?',
        answer: 'Деньги вернутся по условиям договора, а промокод можно будет использовать ещё раз в течение 30 дней.',
      },
      {
        question: 'Сколько действует акция?',
        answer:
          `Акция бессрочная. Об изменении условий мы сообщим на этой странице не менее чем ` +
          `за ${RULES_CHANGE_NOTICE_DAYS} дней; уже оплаченные заказы сохраняют скидку.`,
      },
    ],
    cta: { to: '/clouds/', label: 'Заказать вывоз вещей' },
    secondaryCta: { to: '/storages/', label: 'Выбрать ячейку' },
  },
  {
    slug: 'bally-za-otzyvy',
    title: 'Баллы за отзывы',
    badge: `${REVIEW_POINTS_TEXT} баллов`,
    summary: 'Расскажите, как вам склад, грузчики, инструмент или квартира, — и получите баллы, которыми можно оплатить подписки.',
    description: `${REVIEW_POINTS_TEXT} баллов за опубликованный отзыв. ` + `Баллы оплачивают подписки и новые услуги Местечка.`,
    conditions: [
      `За опубликованный отзыв начисляем ${REVIEW_POINTS_TEXT} баллов — когда вы оставили его, войдя в аккаунт.`,
      'Один балл равен одному рублю при оплате.',
      'Баллы начисляются один раз за каждый опубликованный отзыв: о ячейке, вывозе вещей, аренде инструмента или квартиры.',
      'Отзыв должен быть о вашем собственном опыте, не короче 100 символов и без оскорблений, рекламы и личных данных других людей.',
      `Баллы появляются после модерации — обычно в течение ${REVIEW_MODERATION_DAYS} рабочих дней.`,
      `Баллами можно оплатить до ${bonusSharePercent()}${nbsp}% стоимости продления подписки или новой услуги; вывести их деньгами нельзя.`,
    ],
    steps: [
      {
        title: 'Откройте подписку',
        text: 'В личном кабинете в разделе «Мои подписки» выберите ячейку, вывоз, аренду или квартиру — или откройте её в приложении.',
      },
      {
        title: 'Напишите отзыв',
        text: 'Нажмите «Оставить отзыв», поставьте оценку и расскажите подробности — не короче 100 символов.',
      },
      { title: 'Дождитесь модерации', text: 'Когда отзыв опубликуют, баллы придут на счёт, а в уведомлениях появится сообщение.' },
      { title: 'Оплатите баллами', text: 'При продлении подписки или новом заказе включите «Списать баллы» — сумма к оплате уменьшится.' },
    ],
    faq: [
      {
        question: 'Почему отзыв не прошёл модерацию?',
        answer:
          'Чаще всего отзыв слишком короткий, не о нашей услуге или содержит чужие личные данные. Причину ' +
          'пришлём в уведомлении — отзыв можно исправить и отправить снова.',
      },
      {
        question: 'Можно ли оставить негативный отзыв?',
        answer: 'Да. Баллы начисляются за честный отзыв независимо от оценки: критика помогает нам исправлять ошибки.',
      },
      {
        question: 'Сгорают ли баллы?',
        answer:
          `Баллы действуют ${BONUS_VALID_MONTHS} месяцев с даты начисления. Баланс и историю видно в ` +
          `разделе «Бонусы» личного кабинета.`,
      },
    ],
    cta: { to: '/cabinet/subscriptions/', label: 'Оставить отзыв' },
    secondaryCta: { to: '/cabinet/bonuses/', label: 'Мои баллы' },
  },
  {
    slug: 'skidka-500-za-registraciyu',
    title: `Скидка ${REGISTRATION_DISCOUNT_RUB}${nbsp}₽ за${nbsp}регистрацию`,
    badge: `−${REGISTRATION_DISCOUNT_RUB}${nbsp}₽`,
    summary: 'Зарегистрируйтесь по номеру телефона — и первый заказ в Местечке станет дешевле.',
    description:
      `Скидка ${REGISTRATION_DISCOUNT_RUB}${nbsp}₽ на первый заказ ` + `от ${formatRub(REGISTRATION_MIN_ORDER_RUB)} для новых аккаунтов.`,
    conditions: [
      'Скидка для новых аккаунтов — тех, кто ещё ни разу не оплачивал заказы в Местечке.',
      `Действует на первый заказ от ${formatRub(REGISTRATION_MIN_ORDER_RUB)}: ячейку, вывоз вещей, аренду инструмента или квартиры.`,
      'Одна скидка на одного человека и один номер телефона; повторная регистрация после удаления аккаунта скидку не даёт.',
      `Скидку нужно использовать в течение ${REGISTRATION_VALID_DAYS} дней после регистрации.`,
      'Скидка не суммируется с другими промокодами, но баллы за отзывы можно списать вместе с ней.',
    ],
    steps: [
      {
        title: 'Зарегистрируйтесь',
        text: 'Нажмите «Войти» и подтвердите номер телефона звонком или кодом из SMS — аккаунт создастся сам.',
      },
      { title: 'Выберите услугу', text: `Соберите заказ на сумму от ${formatRub(REGISTRATION_MIN_ORDER_RUB)}.` },
      {
        title: 'Получите скидку',
        text: `При оплате скидка ${REGISTRATION_DISCOUNT_RUB}${nbsp}₽ применится автоматически — промокод вводить не нужно.`,
      },
    ],
    faq: [
      {
        question: 'Я зарегистрировался через соцсеть. Скидка будет?',
        answer: 'Да, после того как вы подтвердите номер телефона: скидка привязана к номеру.',
      },
      {
        question: 'Заказ оказался дешевле порога. Что делать?',
        answer:
          `Скидка сохранится до следующего заказа от ${formatRub(REGISTRATION_MIN_ORDER_RUB)}, если он ` +
          `будет оформлен в течение ${REGISTRATION_VALID_DAYS} дней после регистрации.`,
      },
      {
        question: 'Что будет, если отменить первый заказ?',
        answer: `Скидка вернётся на аккаунт, пока не истекли ${REGISTRATION_VALID_DAYS} дней с регистрации.`,
      },
    ],
    cta: { to: '/?login=dialog', label: 'Зарегистрироваться' },
    secondaryCta: { to: '/storages/', label: 'Выбрать ячейку' },
  },
];

/** A rule page by its slug, or undefined for an unknown one. */
export function findRule(slug: string | undefined): PromoRule | undefined {
  return promoRules.find((rule) => rule.slug === slug);
}
