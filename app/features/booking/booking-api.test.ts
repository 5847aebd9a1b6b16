import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorBody } from '../../shell/api-client';
import { ownHoldOf, takenOf } from './booking-api';

const alternative = { id: 7, same_warehouse: true };
const answer409 = (body: Record<string, unknown>) => new ApiError(409, body as ApiErrorBody, 'Ошибка 409');

describe('booking errors are recognised by their code', () => {
  it('reads a CELL_TAKEN answer: the server message and its alternatives', () => {
    const error = answer409({ message: 'Ячейку заняли', code: 'CELL_TAKEN', alternatives: [alternative] });
    expect(takenOf(error)).toEqual({ message: 'Ячейку заняли', alternatives: [alternative] });
  });

  it('ignores another 409 even when its body carries alternatives', () => {
    const error = answer409({ message: 'Другое', code: 'CONFLICT', alternatives: [alternative] });
    expect(takenOf(error)).toBeNull();
    expect(ownHoldOf(error)).toBeNull();
  });

  it('reads an OWN_UNPAID_HOLD answer', () => {
    const error = answer409({ message: 'Оплатите', code: 'OWN_UNPAID_HOLD', order_id: 5, pay_url: null });
    expect(ownHoldOf(error)).toEqual({ orderId: 5, payUrl: null });
    expect(takenOf(error)).toBeNull();
  });
});
