/**
 * Typed error codes of the API. Each code maps to exactly one HTTP status here,
 * and nowhere else: services throw AppError, the error handler turns it into the envelope.
 */
export const errorStatus = {
  VALIDATION_ERROR: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CODE: 422,
  CODE_EXPIRED: 422,
  CLIENT_TYPE_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** Generic, for a conflict no domain rule names; every domain rule has a code of its own below. */
  CONFLICT: 409,
  CELL_TAKEN: 409,
  HOLD_LIMIT_REACHED: 409,
  ORDER_CHANGED: 409,
  REQUEST_IN_PROGRESS: 409,
  SOCIAL_ACCOUNT_LINKED: 409,
  OWN_UNPAID_HOLD: 409,
  HOLD_EXPIRED: 409,
  ORDER_NOT_AWAITING_PAYMENT: 409,
  NOTHING_TO_PAY: 409,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_TRANSITION_REFUSED: 409,
  ORDER_SETTINGS_LOCKED: 409,
  ORDER_NOT_RATABLE: 409,
  ORDER_ALREADY_RATED: 409,
  ORDER_NOT_EXTENDABLE: 409,
  NO_PAID_PERIOD: 409,
  /** A change of a running order its kind's rule does not allow now. */
  ORDER_CHANGE_REFUSED: 409,
  /** A change of this type still waits for its payment. */
  ORDER_CHANGE_PENDING: 409,
  CANCEL_ALREADY_REQUESTED: 409,
  CANCEL_NOT_WITHDRAWABLE: 409,
  PHOTOS_LOCKED: 409,
  CONTRACT_NOT_READY: 409,
  CONTRACT_SIGNED: 409,
  CONTRACT_SIGN_NOT_STARTED: 409,
  CONTRACT_CHANGED: 409,
  ACCESS_ORDER_NOT_LIVE: 409,
  ACCESS_ALREADY_GRANTED: 409,
  ACCESS_LIMIT_REACHED: 409,
  PROFILE_INCOMPLETE: 409,
  PHONE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  ALREADY_PAID: 409,
  INVOICE_CANCELED: 409,
  REFUND_NOT_POSSIBLE: 409,
  PAYMENT_IN_PROGRESS: 409,
  CARD_NOT_FOUND: 409,
  PAYMENT_KEY_REUSED: 409,
  /** A hold (an authorized payment) is already captured: it cannot be released any more. */
  PAYMENT_ALREADY_CAPTURED: 409,
  /** A hold is already released (voided): nothing can be captured from it. */
  PAYMENT_ALREADY_VOIDED: 409,
  /** Capture or void of a payment that is no hold waiting for its decision. */
  PAYMENT_NOT_AUTHORIZED: 409,
  /** A payment of a purpose nobody registered. */
  PAYMENT_PURPOSE_UNKNOWN: 500,
  /** A fine asked of an order whose deposit is not held on the card (none, not yet, or already released). */
  DEPOSIT_NOT_HELD: 409,
  FINE_EXISTS: 409,
  FINE_DECIDED: 409,
  /** Four eyes: whoever set a fine may withdraw it but never confirm it; another staff member does. */
  FINE_OWN_PROPOSAL: 403,
  FINE_NOT_PAYABLE: 409,
  WAITLIST_MODEL_FREE: 409,
  WAITLIST_LIMIT: 409,
  /** A fine was already taken from the deposit: the rest of it is released. */
  DEPOSIT_ALREADY_CHARGED: 409,
  DOCUMENT_NOT_PENDING: 409,
  DOCUMENT_INCOMPLETE: 409,
  /** A tool rental needs a verified identity document and a saved card; `details` says which is missing. */
  RENTAL_CHECKS_MISSING: 409,
  /** The cell opens only for its rental's pickup or return, inside its window; `message` says why not now. */
  CELL_NOT_OPENABLE: 409,
  /** Another opening of this cell is under way. */
  CELL_BUSY: 409,
  /** The locker has no free working cell for a return now. */
  NO_FREE_CELL: 409,
  /** The locker network did not answer or refused: nothing was opened. */
  LOCKER_UNAVAILABLE: 503,
  /** A locker event without a valid signature, or one too old. */
  LOCKER_EVENT_UNSIGNED: 401,
  LODGER_LIMIT_REACHED: 409,
  ADDRESS_LIMIT_REACHED: 409,
  /** Every crew of the pickup window is taken; `details.alternatives` are the nearest free windows. */
  WINDOW_FULL: 409,
  /** The window is closer than the cut-off or already past. */
  WINDOW_CLOSED: 409,
  /** A request status move the graph does not allow to this actor. */
  CLOUD_REQUEST_MOVE_REFUSED: 409,
  /** A crew's step pressed before the Moscow day of the request's window. */
  CLOUD_STEP_TOO_EARLY: 409,
  /** The crew leaves with an arrival time outside the client's window and gives no reason. */
  ETA_OUTSIDE_WINDOW: 422,
  /** The crew already has a request in this window. */
  CREW_BUSY: 409,
  /** An act already accepted or disputed. */
  ACT_NOT_AWAITING: 409,
  /** A return of items not stored (already returning or returned). */
  ITEMS_NOT_STORED: 409,
  /** A request rated already, or not finished. */
  RATING_NOT_ALLOWED: 409,
  /** The point is in no delivery zone: checkouts that bring or take things refuse it. */
  OUT_OF_DELIVERY_ZONE: 422,
  IDEMPOTENCY_MISMATCH: 422,
  PROMO_NOT_APPLICABLE: 422,
  /** A signed file link past its time. */
  FILE_LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Another locker already has this printed number. */
  LOCKER_NUMBER_TAKEN: 409,
  /** The locker already has a cell with this number. */
  CELL_NUMBER_TAKEN: 409,
  /** Another tool already has this inventory number. */
  INVENTORY_NUMBER_TAKEN: 409,
  /** A tool goes only into a free working cell: no tool in it, its door not opening. */
  CELL_NOT_FREE: 409,
  /** A cell holding a tool or with its door opening cannot be taken out of service. */
  CELL_IN_USE: 409,
  /** The tool is rented out, held by an unpaid booking, paid for and waiting for its renter, or waiting for its return check. */
  UNIT_IN_RENTAL: 409,
  /** The fleet action does not fit the tool's state (a retired tool, a repair of a working one…); `message` says why. */
  UNIT_STATUS_REFUSED: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Проверьте правильность заполнения полей',
  BAD_REQUEST: 'Некорректный запрос',
  UNAUTHORIZED: 'Войдите в аккаунт, чтобы продолжить',
  TOKEN_EXPIRED: 'Сессия истекла, обновите вход',
  INVALID_CODE: 'Неверный код',
  CODE_EXPIRED: 'Код истёк или уже использован. Запросите новый',
  CLIENT_TYPE_REQUIRED: 'Запрос отклонён: нет заголовка Client-Type',
  FORBIDDEN: 'Недостаточно прав для этого действия',
  NOT_FOUND: 'Не найдено',
  ROUTE_NOT_FOUND: 'Такого метода API нет',
  METHOD_NOT_ALLOWED: 'Метод не поддерживается',
  CONFLICT: 'Конфликт данных: обновите страницу и попробуйте снова',
  CELL_TAKEN: 'Эту ячейку только что забронировали. Выберите другую — ниже ближайшие свободные',
  HOLD_LIMIT_REACHED: 'Слишком много неоплаченных броней. Оплатите или отмените одну из них',
  ORDER_CHANGED: 'Заказ только что изменился. Обновите страницу и попробуйте снова',
  REQUEST_IN_PROGRESS: 'Такой запрос уже выполняется. Дождитесь его результата',
  SOCIAL_ACCOUNT_LINKED: 'Этот аккаунт соцсети уже привязан к другому пользователю',
  OWN_UNPAID_HOLD: 'У вас есть неоплаченная бронь этой ячейки на эти даты — оплатите её',
  HOLD_EXPIRED: 'Время брони истекло. Забронируйте ячейку заново',
  ORDER_NOT_AWAITING_PAYMENT: 'Этот заказ уже не ждёт оплаты',
  NOTHING_TO_PAY: 'Заказ не требует оплаты',
  ORDER_NOT_CANCELLABLE: 'Отменить можно только неоплаченную бронь. Оплаченную аренду расторгают в личном кабинете',
  ORDER_TRANSITION_REFUSED: 'Заказ уже в другом статусе. Обновите страницу',
  ORDER_NOT_RATABLE: 'Оценить можно завершённый заказ',
  ORDER_ALREADY_RATED: 'Вы уже оценили этот заказ',
  ORDER_SETTINGS_LOCKED: 'Оформлено расторжение договора: чтобы изменить настройки, сначала отзовите его',
  ORDER_NOT_EXTENDABLE: 'Продлить можно только действующую аренду',
  NO_PAID_PERIOD: 'У заказа нет оплаченного периода',
  ORDER_CHANGE_REFUSED: 'Такое изменение для этого заказа не предусмотрено',
  ORDER_CHANGE_PENDING: 'Предыдущее изменение заказа ещё ждёт оплаты: оплатите его или дождитесь отмены',
  CANCEL_ALREADY_REQUESTED: 'Расторжение уже оформлено',
  CANCEL_NOT_WITHDRAWABLE: 'Дата окончания уже наступила: расторжение не отозвать',
  PHOTOS_LOCKED: 'Фото ячейки прикладываются, пока договор действует и расторжение не отправлено',
  CONTRACT_NOT_READY: 'Договор появится после оплаты',
  CONTRACT_SIGNED: 'Договор уже подписан',
  CONTRACT_SIGN_NOT_STARTED: 'Сначала нажмите «Подписать договор» — придёт код',
  CONTRACT_CHANGED: 'Договор изменился. Запросите код заново',
  ACCESS_ORDER_NOT_LIVE: 'Доступ можно дать только к оплаченной действующей аренде',
  ACCESS_ALREADY_GRANTED: 'У этого номера уже есть доступ к заказу: измените его период или права',
  ACCESS_LIMIT_REACHED: 'Слишком много доступов к заказу',
  PROFILE_INCOMPLETE: 'В профиле нет телефона — договор подписать нельзя',
  PHONE_TAKEN: 'Этот номер уже привязан к другому аккаунту',
  EMAIL_TAKEN: 'Эта почта уже подтверждена в другом аккаунте. Укажите другую или войдите в тот аккаунт',
  ALREADY_PAID: 'Счёт уже оплачен',
  INVOICE_CANCELED: 'Счёт отменён',
  REFUND_NOT_POSSIBLE: 'Возврат невозможен: платёж не проведён',
  PAYMENT_IN_PROGRESS: 'Платёж уже создаётся. Обновите страницу',
  CARD_NOT_FOUND: 'Сохранённая карта не найдена или удалена',
  PAYMENT_KEY_REUSED: 'Этот платёж уже создан с другими данными',
  PAYMENT_ALREADY_CAPTURED: 'Деньги по этому платежу уже списаны: снять блокировку нельзя',
  PAYMENT_ALREADY_VOIDED: 'Блокировка по этому платежу уже снята: списать деньги нельзя',
  PAYMENT_NOT_AUTHORIZED: 'Платёж не заблокирован на карте: списать или снять блокировку нельзя',
  PAYMENT_PURPOSE_UNKNOWN: 'Неизвестное назначение платежа',
  DEPOSIT_NOT_HELD: 'Залог по этому заказу не заблокирован на карте: удержать из него нельзя',
  FINE_EXISTS: 'Такой штраф по этому заказу уже назначен',
  FINE_DECIDED: 'По этому штрафу уже принято решение',
  FINE_OWN_PROPOSAL: 'Свой штраф подтвердить нельзя: его подтверждает другой сотрудник. Вы можете отозвать его',
  FINE_NOT_PAYABLE: 'Этот штраф не ждёт оплаты',
  WAITLIST_MODEL_FREE: 'Этот инструмент свободен сейчас: забронируйте его',
  WAITLIST_LIMIT: 'В листе ожидания можно держать не больше 10 инструментов. Выйдите из ненужных',
  DEPOSIT_ALREADY_CHARGED: 'Из залога по этому заказу уже удержана сумма, остальное возвращено: удержать ещё нельзя',
  DOCUMENT_NOT_PENDING: 'Документ уже проверен или ещё не отправлен на проверку. Обновите страницу',
  DOCUMENT_INCOMPLETE: 'Не хватает файлов документа: подтвердить его пока нельзя',
  CELL_NOT_OPENABLE: 'Эта ячейка сейчас не откроется для вас. Обновите страницу',
  CELL_BUSY: 'Ячейка уже открывается. Подождите минуту и обновите страницу',
  NO_FREE_CELL: 'В этом постамате сейчас нет свободной ячейки. Выберите другой постамат — ниже ближайшие',
  LOCKER_UNAVAILABLE: 'Постамат не отвечает. Попробуйте через минуту или позвоните нам — откроем ячейку сами',
  LOCKER_EVENT_UNSIGNED: 'Событие постамата без верной подписи',
  RENTAL_CHECKS_MISSING: 'Для проката подтвердите паспорт и привяжите карту: на неё блокируется залог и списываются штрафы',
  LODGER_LIMIT_REACHED: 'Можно добавить не больше 10 жильцов',
  ADDRESS_LIMIT_REACHED: 'Можно сохранить не больше 20 адресов. Удалите ненужный и добавьте новый',
  WINDOW_FULL: 'На это время все бригады заняты. Выберите другое окно — ниже ближайшие свободные',
  WINDOW_CLOSED: 'Это окно уже нельзя выбрать или изменить: до него меньше 4 часов',
  CLOUD_REQUEST_MOVE_REFUSED: 'Этот шаг заявки сейчас недоступен. Обновите страницу',
  CLOUD_STEP_TOO_EARLY: 'Этот шаг отмечают в день окна заявки, не раньше',
  ETA_OUTSIDE_WINDOW: 'Время приезда не попадает в окно клиента: укажите причину, мы сообщим её клиенту',
  CREW_BUSY: 'Эта бригада уже занята в это окно. Выберите другую',
  ACT_NOT_AWAITING: 'Акт уже принят или оспорен',
  ITEMS_NOT_STORED: 'Часть вещей уже возвращается или возвращена. Обновите страницу',
  RATING_NOT_ALLOWED: 'Оценить можно только завершённую заявку, и только один раз',
  OUT_OF_DELIVERY_ZONE: 'Адрес вне зоны доставки. Выберите другой адрес или привезите вещи сами',
  PROMO_NOT_APPLICABLE: 'Промокод не подходит к этому заказу',
  IDEMPOTENCY_MISMATCH: 'Повторный запрос с тем же ключом отличается от первого',
  FILE_LINK_EXPIRED: 'Ссылка на файл устарела. Откройте файл заново в приложении или в личном кабинете',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый формат данных',
  TOO_MANY_REQUESTS: 'Слишком много запросов. Попробуйте позже',
  INTERNAL_ERROR: 'Что-то пошло не так. Мы уже разбираемся',
  SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте позже',
  LOCKER_NUMBER_TAKEN: 'Постамат с таким номером уже есть',
  CELL_NUMBER_TAKEN: 'В этом постамате уже есть ячейка с таким номером',
  INVENTORY_NUMBER_TAKEN: 'Инструмент с таким инвентарным номером уже есть',
  CELL_NOT_FREE: 'Эта ячейка занята, открыта или неисправна. Выберите другую свободную ячейку',
  CELL_IN_USE: 'В ячейке лежит инструмент или её дверь открыта: сначала переместите инструмент',
  UNIT_IN_RENTAL: 'Инструмент в аренде, забронирован или ждёт проверки после возврата: сейчас его трогать нельзя',
  UNIT_STATUS_REFUSED: 'С этим инструментом так сейчас нельзя. Обновите страницу',
};

export interface AppErrorOptions {
  message?: string | string[];
  fields?: Record<string, string>;
  exception?: string;
  details?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * Marks an AppError across copies of this module: Vite's dev server can load a page's own copy of
 * lib/errors beside the server's, and a plain `instanceof` would then miss an error the other copy made.
 */
const APP_ERROR = Symbol.for('mestechko.app-error');

export class AppError extends Error {
  readonly [APP_ERROR] = true;
  readonly code: ErrorCode;
  readonly status: number;
  readonly lines: string | string[];
  readonly fields?: Record<string, string>;
  readonly exception?: string;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const lines = options.message ?? defaultMessages[code];
    super(Array.isArray(lines) ? lines.join('\n') : lines, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.lines = lines;
    this.fields = options.fields;
    this.exception = options.exception;
    this.details = options.details;
  }

  /** `instanceof AppError` holds for an AppError of any copy of this module; subclasses check as usual. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as { [APP_ERROR]?: unknown })[APP_ERROR] === true;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The error body of the API envelope: every failed call answers this shape. */
export interface ErrorBody {
  message: string | string[];
  code: string;
  exception?: string;
  fields?: Record<string, string>;
  request_id?: string;
  [key: string]: unknown;
}
