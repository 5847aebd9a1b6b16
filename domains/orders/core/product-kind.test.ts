import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { createProductKinds, type ProductKind } from './product-kind';

const lockers = { kind: 'rental' } as ProductKind;

describe('the product kinds registry', () => {
  it('finds a registered kind by the orders’ kind', () => {
    expect(createProductKinds([lockers]).get('rental')).toBe(lockers);
  });

  it('answers NOT_FOUND for a kind nobody registered', () => {
    const get = () => createProductKinds([lockers]).get('apartment');
    expect(get).toThrow(AppError);
    expect(get).toThrow('Этот вид заказа пока не продаётся');
  });
});
