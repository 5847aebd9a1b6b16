/** The payments orders own: the first payment and its invoice pay the order, renewal and extension add periods. */
export const ORDER_PAYMENT_PURPOSES = ['order', 'invoice', 'renewal', 'extension'] as const;
export type OrderPaymentPurpose = (typeof ORDER_PAYMENT_PURPOSES)[number];
