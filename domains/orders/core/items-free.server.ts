import { createLogger } from '../../../lib/logger.server';
import type { ProductKinds } from './product-kind';

const log = createLogger('warn');

/** After commit: the order's kind hears that what the order held may be free now (`ProductKind.itemsMayBeFree`). */
export async function itemsMayBeFree(kinds: ProductKinds, order: { id: number; kind: string }): Promise<void> {
  const hook = kinds.find(order.kind)?.itemsMayBeFree;
  if (!hook) return;
  try {
    await hook(order.id);
  } catch (error) {
    log.warn({ err: error, order: order.id }, 'telling the kind its items may be free failed; its own pass finds them');
  }
}
