/**
 * What a payment was for, in one vocabulary for every page that lists or shows one (the payments
 * history, an order's documents, the payment result page): a noun phrase that names the order's
 * line, so a clouds payment never reads as a cell's rent.
 */
const byLine: Record<string, Record<string, string>> = {
  storage: { order: 'Аренда ячейки', renewal: 'Автопродление аренды', extension: 'Продление аренды' },
  cloud: { order: 'Облачное хранение', renewal: 'Автопродление хранения', extension: 'Продление хранения' },
};

const anyLine: Record<string, string> = {
  order: 'Оплата заказа',
  renewal: 'Автопродление аренды',
  extension: 'Продление аренды',
  invoice: 'Оплата по счёту',
};

/**
 * The title of an order's payment of `purpose` for an order of `kind` (`storage`, `cloud`…; null
 * without an order). Other purposes are titled by whoever registered them with the payments service.
 */
export function paymentTitle(purpose: string, kind: string | null | undefined): string {
  return (kind ? byLine[kind]?.[purpose] : undefined) ?? anyLine[purpose] ?? 'Платёж';
}
