/**
 * What the cabinet needs from the payments service.
 * Declared here so the cabinet depends on the calls it uses, not on the whole service.
 */
export interface CabinetPaymentsPort {
  createPayment(input: {
    userId: number | null;
    orderId: number | null;
    purpose: 'order' | 'renewal' | 'extension' | 'invoice' | 'card_binding';
    amount: number;
    description: string;
    returnPath?: string;
    idempotenceKey: string;
    savePaymentMethod?: boolean;
    cardId?: number | null;
    periodIndex?: number;
    metadata?: Record<string, string>;
  }): Promise<{ id: string; status: string; confirmationUrl: string | null }>;
}
