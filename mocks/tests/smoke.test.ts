import { describe, expect, it } from 'vitest';
import { call, demoToken, ok } from '../testing/call';

describe('smoke', () => {
  it('answers the start-up calls and the catalogue', async () => {
    const lang = await ok('/api/common/systemDefaultLanguage', {});
    expect(lang.lang).toBe('en');
    const list = await ok('/api/commodity/commodityList', { page: 1, limit: 10 });
    expect(list.total).toBeGreaterThanOrEqual(2000);
    const token = await demoToken();
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    expect(cart.list.length).toBe(3);
    const orders = await ok('/api/order/list', { page: 1, limit: 20, status: 'all' }, { token });
    expect(orders.total).toBe(6);
    const bad = await call('/api/order/details', { id: 'x' }, { token });
    expect(bad).toMatchObject({ code: 0, msg: 'id must be a whole number' });
  });
});
