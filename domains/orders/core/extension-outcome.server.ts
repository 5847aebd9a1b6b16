import { eq } from 'drizzle-orm';
import type { SettledListener } from '../../payments/service.server';
import { orders } from '../tables';
import { orderPageOf } from './order-notices.server';
import { tellPaymentOutcome } from './payment-notices.server';
import type { ProductKinds } from './product-kind';

/**
 * The outcome of an extension payment: its `extend` change settles it as any change's payment, and
 * the owner is told as before («Аренда продлена», or that the money comes back).
 */
export function createExtensionOutcome(deps: { kinds: ProductKinds; onChangeSettled: SettledListener }): SettledListener {
  return async (event) => {
    const { payment, tx } = event;
    if (payment.orderId === null) return 'ignored';
    // An extension payment that names no change was made before extensions were changes: returned, never applied blind.
    const outcome = payment.metadata.change_id ? await deps.onChangeSettled(event) : event.outcome === 'succeeded' ? 'refund' : 'ignored';
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    if (order) await tellPaymentOutcome(tx, event, order, outcome, orderPageOf(deps.kinds, order));
    return outcome;
  };
}
