/**
 * The fiscal receipt (54-ФЗ) sent with every payment and refund, in the provider's `receipt`
 * object: the customer's contact, the items (description ≤ 128, quantity, price, VAT code,
 * payment subject and mode) and the shop's tax system. Pure: the adapters, the sandbox and the
 * YooKassa fake all check a receipt with `receiptProblem`.
 */
export interface ReceiptItem {
  description: string;
  /** Decimal string, as the provider takes it ("1"). */
  quantity: string;
  /** The price of one unit. */
  amount: { value: string; currency: 'RUB' };
  vat_code: number;
  payment_subject: string;
  payment_mode: string;
}

export interface Receipt {
  customer: { email?: string; phone?: string };
  items: ReceiptItem[];
  tax_system_code: number;
}

export interface ReceiptSettings {
  /** YooKassa vat_code 1–12 (1 = без НДС). */
  vatCode: number;
  /** YooKassa tax_system_code 1–6. */
  taxSystemCode: number;
}

export interface ReceiptCustomer {
  phone?: string | null;
  email?: string | null;
}

export const RECEIPT_DESCRIPTION_MAX = 128;

/** What the receipt says was sold: a service (rent), paid in full. */
export const RECEIPT_PAYMENT_SUBJECT = 'service';
export const RECEIPT_PAYMENT_MODE = 'full_payment';

const paymentSubjects = new Set([
  'commodity',
  'excise',
  'job',
  'service',
  'payment',
  'agent_commission',
  'property_right',
  'non_operating_gain',
  'another',
]);
const paymentModes = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);

/** Integer roubles → "123.00". */
function money(roubles: number): string {
  return `${roubles}.00`;
}

/** A phone as the provider takes it: digits only, Russian numbers with 7 first. */
function receiptPhone(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : undefined;
}

/** One line (a rent, a period) for the whole amount; the description is cut to the provider's 128. */
export function buildReceipt(input: {
  description: string;
  amount: number;
  customer: ReceiptCustomer;
  settings: ReceiptSettings;
}): Receipt {
  const phone = receiptPhone(input.customer.phone);
  const email = input.customer.email?.trim() || undefined;
  const description = input.description.trim().slice(0, RECEIPT_DESCRIPTION_MAX) || 'Услуги хранения';
  return {
    customer: phone ? { phone } : { email },
    items: [
      {
        description,
        quantity: '1',
        amount: { value: money(input.amount), currency: 'RUB' },
        vat_code: input.settings.vatCode,
        payment_subject: RECEIPT_PAYMENT_SUBJECT,
        payment_mode: RECEIPT_PAYMENT_MODE,
      },
    ],
    tax_system_code: input.settings.taxSystemCode,
  };
}

/** The same receipt for another amount (a refund of part of a payment). */
export function receiptFor(receipt: Receipt, amount: number): Receipt {
  const [first] = receipt.items;
  if (!first) return receipt;
  return { ...receipt, items: [{ ...first, quantity: '1', amount: { value: money(amount), currency: 'RUB' } }] };
}

/** Kopecks of a "123.45" string, or null when it is not one. */
function kopecks(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Why the provider would refuse this receipt for a payment or refund of `amount` ("123.00"),
 * or null when it is valid: a contact, at least one item, each item complete, items summing to the amount.
 */
export function receiptProblem(receipt: unknown, amount: unknown): string | null {
  if (!receipt || typeof receipt !== 'object') return 'receipt is required';
  const r = receipt as { customer?: { email?: unknown; phone?: unknown }; items?: unknown; tax_system_code?: unknown };
  const email = typeof r.customer?.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(r.customer.email);
  const phone = typeof r.customer?.phone === 'string' && /^\d{11,15}$/.test(r.customer.phone);
  if (!email && !phone) return 'receipt.customer needs email or phone';
  if (
    r.tax_system_code !== undefined &&
    !(Number.isInteger(r.tax_system_code) && (r.tax_system_code as number) >= 1 && (r.tax_system_code as number) <= 6)
  ) {
    return 'receipt.tax_system_code must be 1..6';
  }
  if (!Array.isArray(r.items) || r.items.length === 0 || r.items.length > 100) return 'receipt.items must have 1..100 items';
  let total = 0;
  for (const [index, raw] of r.items.entries()) {
    const item = raw as Partial<Record<keyof ReceiptItem, unknown>>;
    const at = `receipt.items[${index}]`;
    if (typeof item.description !== 'string' || item.description.length === 0 || item.description.length > RECEIPT_DESCRIPTION_MAX) {
      return `${at}.description must be 1..${RECEIPT_DESCRIPTION_MAX} characters`;
    }
    const quantity = typeof item.quantity === 'string' || typeof item.quantity === 'number' ? Number(item.quantity) : Number.NaN;
    if (!Number.isFinite(quantity) || quantity <= 0) return `${at}.quantity must be positive`;
    const amountObject = item.amount as { value?: unknown; currency?: unknown } | undefined;
    const price = kopecks(amountObject?.value);
    if (price === null || amountObject?.currency !== 'RUB') return `${at}.amount must be {value, currency: RUB}`;
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12)
      return `${at}.vat_code must be 1..12`;
    if (typeof item.payment_subject !== 'string' || !paymentSubjects.has(item.payment_subject)) return `${at}.payment_subject is unknown`;
    if (typeof item.payment_mode !== 'string' || !paymentModes.has(item.payment_mode)) return `${at}.payment_mode is unknown`;
    total += Math.round(price * quantity);
  }
  const expected = kopecks(amount);
  if (expected === null || total !== expected) return 'receipt items do not sum to the amount';
  return null;
}

/** Words of the receipt page. */
export const vatTitles: Record<number, string> = {
  1: 'Без НДС',
  2: 'НДС 0%',
  3: 'НДС 10%',
  4: 'НДС 20%',
  5: 'НДС 10/110',
  6: 'НДС 20/120',
  7: 'НДС 5%',
  8: 'НДС 7%',
  9: 'НДС 5/105',
  10: 'НДС 7/107',
  11: 'НДС 22%',
  12: 'НДС 22/122',
};

export const taxSystemTitles: Record<number, string> = {
  1: 'ОСН',
  2: 'УСН доходы',
  3: 'УСН доходы минус расходы',
  4: 'ЕНВД',
  5: 'ЕСХН',
  6: 'Патентная система',
};

export const paymentSubjectTitles: Record<string, string> = {
  service: 'Услуга',
  payment: 'Платёж',
  commodity: 'Товар',
  job: 'Работа',
  another: 'Иной предмет расчёта',
};
export const paymentModeTitles: Record<string, string> = {
  full_payment: 'Полный расчёт',
  full_prepayment: 'Предоплата 100%',
  partial_prepayment: 'Частичная предоплата',
  advance: 'Аванс',
};
