import type { AppLoadContext } from 'react-router';

/**
 * What the order core says about a cloud order for the settings card (auto renewal, the card,
 * bonuses, the company) and the next charge; null when it does not know the order as a cloud one
 * (a missing or another user's order is answered by the page's own call, GET …/orders/clouds).
 */
export async function loadCloudOrderSettings(context: AppLoadContext, id: string | undefined) {
  const viewer = context.viewer;
  const orderId = Number(id);
  if (!viewer || !Number.isSafeInteger(orderId) || orderId <= 0) return null;
  const cabinet = context.services.orderCabinet;
  try {
    const order = await cabinet.details(viewer.id, orderId);
    if (order.kind !== 'cloud') return null;
    const [cards, companies] = await Promise.all([cabinet.cards(viewer.id), context.services.companies.listForUser(viewer.id)]);
    return { order, cards, companies: companies.map((c) => ({ uuid: c.uuid, name: c.name })) };
  } catch (error) {
    context.log.debug({ err: error, orderId }, 'cloud order settings unavailable');
    return null;
  }
}
