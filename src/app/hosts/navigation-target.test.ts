// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { navigationTarget } from './navigation-target';

const login = (redirect: string) => `${ROUTES.login}?redirect=${encodeURIComponent(redirect)}`;

describe('navigationTarget (where an action may send the shopper)', () => {
  it('leads to login with the way back, which a ?redirect= target never may', () => {
    expect(navigationTarget(login('/pages/tabbar/cart/cart'))).toBe(login('/pages/tabbar/cart/cart'));
    expect(navigationTarget(login('/pages/business/order/orderList?status=paid'))).toBe(
      login('/pages/business/order/orderList?status=paid'),
    );
    expect(navigationTarget(ROUTES.login)).toBe(ROUTES.login);
  });

  it('drops a way back that is not one of our pages, keeping the login', () => {
    for (const hostile of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', login('/pages/tabbar/cart/cart')]) {
      expect(navigationTarget(login(hostile)), hostile).toBe(ROUTES.login);
    }
  });

  it('follows our own paths and nothing else', () => {
    expect(navigationTarget('/pages/tabbar/cart/cart')).toBe('/pages/tabbar/cart/cart');
    expect(navigationTarget('https://evil.example/pages/login/login?redirect=/x')).toBe(ROUTES.home);
    expect(navigationTarget('//evil.example/pages/login/login')).toBe(ROUTES.home);
  });
});
