import type { KindChanges } from '../../orders/service.server';
import { rentalEarlyEnd } from './rental-early-end.server';
import { rentalExtension } from './rental-extension.server';

/**
 * The changes of a paid rental the kind allows, run by the order core's change flow: `extend` (one
 * period of the tariffs more, paid from the order page) and `end_early` (the rentals' cancel flow).
 */
export const rentalChanges = (): KindChanges => ({ extend: rentalExtension(), end_early: rentalEarlyEnd() });
