import { describe, expect, it } from 'vitest';
import { isCustomerPath, readCustomerMode, retailPrice } from '@/lib/customer-mode';
import { ROUTES } from '@/lib/routes';
import { enterCustomerMode, leaveCustomerMode } from './customer-mode-lock';

const KEY = 'acc_customer_mode';

describe('customer mode (device setting)', () => {
  it.each([
    [13.03, 2.5, '99', 32.99],
    [13.03, 2.5, '90', 32.9],
    [13.03, 2.5, '00', 33],
    [13.03, 2.5, 'cents', 32.58],
    [13.2, 2.5, '99', 33.99],
    [10, 2, '00', 20],
    [10, 2, '99', 20.99],
    ['0.40', 1.5, '99', 0.99],
  ] as const)('prices %s wholesale at ×%s ending %s as %s, never below the markup', (wholesale, factor, ending, retail) => {
    expect(retailPrice(wholesale, { factor, ending })).toBe(retail);
    expect(retailPrice(wholesale, { factor, ending })).toBeGreaterThanOrEqual(Number(wholesale) * factor - 0.005);
  });

  it('is entered with a PIN, survives as stored, and is left only with that PIN', () => {
    expect(readCustomerMode().on).toBe(false);
    expect(enterCustomerMode({ factor: 2, ending: '99', pin: '12' })).toBe(false);
    expect(enterCustomerMode({ factor: 0.5, ending: '99', pin: '2468' })).toBe(false);
    expect(enterCustomerMode({ factor: 2, ending: '99', pin: '2468' })).toBe(true);
    expect(readCustomerMode()).toMatchObject({ on: true, factor: 2, ending: '99' });
    // Not the PIN itself in storage.
    expect(localStorage.getItem(KEY)).not.toContain('2468');
    expect(leaveCustomerMode('1357')).toBe(false);
    expect(readCustomerMode().on).toBe(true);
    expect(leaveCustomerMode('2468')).toBe(true);
    expect(readCustomerMode()).toMatchObject({ on: false, factor: 2, ending: '99' });
  });

  it('reads a damaged value field by field: never stops the app, never locks the buyer out', () => {
    for (const junk of ['{oops', '"on"', '[]', JSON.stringify({ v: 9, on: true })]) {
      localStorage.setItem(KEY, junk);
      expect(readCustomerMode().on).toBe(false);
    }
    localStorage.setItem(KEY, JSON.stringify({ v: 1, on: true, factor: 'x', ending: '.5', salt: 1, pinHash: 'zz' }));
    expect(readCustomerMode()).toEqual({ on: true, factor: 2.5, ending: '99', salt: '', pinHash: '' });
    // On with no readable PIN: leaving needs none.
    expect(leaveCustomerMode('')).toBe(true);
  });

  it('lets a customer reach the catalogue and goods only', () => {
    for (const path of [ROUTES.home, ROUTES.class, ROUTES.classList, ROUTES.goodsInfo, ROUTES.searchResult, ROUTES.customerMode]) expect(isCustomerPath(path)).toBe(true);
    for (const path of [ROUTES.cart, ROUTES.user, ROUTES.orderList, ROUTES.balance, ROUTES.setUp, ROUTES.quickOrder, ROUTES.msg]) expect(isCustomerPath(path)).toBe(false);
  });
});
