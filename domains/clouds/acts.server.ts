import type { Tx } from '../../db/tx';

// OWNER: the cabinet helper replaces the body; the signature is what the storekeeper's accept calls.

/** Makes the act of a drop-off the storekeeper just accepted (items, measured volume), in the caller's transaction. */
export async function createActForRequest(_tx: Tx, _input: { requestId: number; now: Date }): Promise<{ actId: number }> {
  return { actId: 0 };
}
