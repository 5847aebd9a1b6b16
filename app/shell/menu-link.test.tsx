import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './menu-link';

describe('the current page of a menu', () => {
  it('is the page itself and every page under it, as NavLink decides', () => {
    expect(isCurrentPath('/cabinet/payments/', '/cabinet/payments/')).toBe(true);
    expect(isCurrentPath('/cabinet/payments/receipts/1/', '/cabinet/payments/')).toBe(true);
    expect(isCurrentPath('/cabinet/payments', '/cabinet/payments/')).toBe(false);
    expect(isCurrentPath('/Cabinet/Payments/', '/cabinet/payments/')).toBe(true);
    expect(isCurrentPath('/admin/support/7/', '/admin/support/')).toBe(true);
  });

  it('is not a section whose name only begins the same way', () => {
    expect(isCurrentPath('/cabinet/payments-old/', '/cabinet/payments/')).toBe(false);
    expect(isCurrentPath('/admin/supporters/', '/admin/support')).toBe(false);
    expect(isCurrentPath('/admin/support/1/', '/admin/support')).toBe(true);
  });

  it("with `end`, is only the page itself (the console's start page is not current on every section)", () => {
    expect(isCurrentPath('/admin/', '/admin/', true)).toBe(true);
    expect(isCurrentPath('/admin/reviews/', '/admin/', true)).toBe(false);
    expect(isCurrentPath('/admin/reviews/', '/admin/')).toBe(true);
  });
});
