// @vitest-environment node
import type { Coupon } from '@/api/types';
import { tierPrice } from '../data/catalogue';
import { toMoney } from '../lib/money';
import { call, demoToken, ok } from '../testing/call';
import { fakeClock, notInBatch, shortGoods, stockedSpec } from '../testing/fixtures';

let token = '';
beforeEach(async () => {
  fakeClock();
  token = await demoToken();
});
afterEach(() => {
  vi.useRealTimers();
});

async function unusedCoupon(match: (c: Coupon) => boolean): Promise<Coupon> {
  const list = await ok('/api/commodity/coupon_list', { page: 1, limit: 50, status: 'unused' }, { token });
  const coupon = list.list.find(match);
  if (!coupon) throw new Error('coupon not seeded');
  return coupon;
}

describe('cart', () => {
  it('adds specs of one goods, merges a spec already there and answers the line count', async () => {
    const { goods, spec } = stockedSpec(200, (g) => g.moq <= 5 && g.specs.length >= 2);
    const other = goods.specs.find((s) => s !== spec && s.stock >= 10);
    if (!other) throw new Error('fixture');
    const before = (await ok('/api/commodity/shoppingCartCount', {}, { token })).count;
    const added = await ok('/api/commodity/shoppingCartAdd', { commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: 5 }, { specs_id: other.id, quantity: 2 }] }, { token });
    expect(added.count).toBe(before + 2);
    expect((await ok('/api/commodity/shoppingCartAdd', { commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: 3 }] }, { token })).count).toBe(before + 2);
    const group = (await ok('/api/commodity/shoppingCartList', {}, { token })).list.find((g) => g.commodity_id === goods.id);
    expect(group?.lines.find((l) => l.specs_id === spec.id)?.quantity).toBe(8);
    expect(group?.price_tiers.at(0)?.min_qty).toBe(goods.moq);
  });

  it('refuses an add below the minimum order quantity of the goods', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq >= 10);
    const res = await call('/api/commodity/shoppingCartAdd', { commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: goods.moq - 1 }] }, { token });
    expect(res).toMatchObject({ code: 0, msg: expect.stringContaining(`minimum order for this product is ${String(goods.moq)} pieces`) as unknown });
  });

  it('answers 304 with the short items when stock is too low, and adds nothing', async () => {
    const { goods, soldOut, low } = shortGoods();
    const before = (await ok('/api/commodity/shoppingCartCount', {}, { token })).count;
    const res = await call('/api/commodity/shoppingCartAdd', { commodity_id: goods.id, items: [{ specs_id: soldOut.id, quantity: 6 }, { specs_id: low.id, quantity: 6 }] }, { token, lang: 'fr' });
    expect(res.code).toBe(304);
    expect(res.data).toEqual([
      { commodity_title: goods.name.fr, specs_title: soldOut.title.fr },
      { commodity_title: goods.name.fr, specs_title: low.title.fr },
    ]);
    expect((await ok('/api/commodity/shoppingCartCount', {}, { token })).count).toBe(before);
  });

  it('changes quantities (304 beyond stock) and selection, and deletes lines', async () => {
    const list = await ok('/api/commodity/shoppingCartList', {}, { token });
    const line = list.list.at(0)?.lines.at(0);
    if (!line) throw new Error('the demo cart is seeded');
    expect((await call('/api/commodity/shoppingCart', { ids: [line.id], quantity: line.stock + 1 }, { token })).code).toBe(304);
    await ok('/api/commodity/shoppingCart', { ids: [line.id], quantity: line.quantity + 1 }, { token });
    await ok('/api/commodity/shoppingCart', { ids: [line.id], selected: false }, { token });
    const selected = await ok('/api/Commodity/getSelectedShoppingCart', {}, { token });
    expect(selected.list.flatMap((g) => g.lines).some((l) => l.id === line.id)).toBe(false);
    const after = await ok('/api/commodity/delSpecsShoppingCart', { ids: [line.id] }, { token });
    expect(after.count).toBe(list.list.flatMap((g) => g.lines).length - 1);
    expect(await call('/api/commodity/delSpecsShoppingCart', { ids: [line.id] }, { token })).toMatchObject({ code: 0, msg: `Cart line ${String(line.id)} not found` });
  });

  it('refuses bad input with a clear message', async () => {
    const { goods, spec } = stockedSpec(100);
    const other = stockedSpec(100, (g) => g.id !== goods.id).spec;
    const add = (items: unknown) => call('/api/commodity/shoppingCartAdd', { commodity_id: goods.id, items }, { token });
    expect(await add([{ specs_id: spec.id, quantity: 0 }])).toMatchObject({ code: 0, msg: 'quantity must be at least 1' });
    expect(await add([{ specs_id: spec.id, quantity: 1.5 }])).toMatchObject({ code: 0, msg: 'quantity must be a whole number' });
    expect(await add([{ specs_id: other.id, quantity: 50 }])).toMatchObject({ code: 0, msg: `Spec ${String(other.id)} does not belong to product ${String(goods.id)}` });
    expect(await add([])).toMatchObject({ code: 0, msg: 'items must not be empty' });
    expect(await call('/api/commodity/shoppingCartAdd', {}, { token })).toMatchObject({ code: 0, msg: 'Missing field: commodity_id' });
  });

  it('does not let one shopper touch another’s cart lines', async () => {
    const mine = (await ok('/api/commodity/shoppingCartList', {}, { token })).list.at(0)?.lines.at(0);
    await ok('/api/sms/send', { mobile: '13700001111', area_code: '86', event: 'user_login' });
    const other = (await ok('/api/user/mobileLogin', { mobile: '13700001111', area_code: '86', captcha: '123456' })).userInfo.token;
    expect((await ok('/api/commodity/shoppingCartList', {}, { token: other })).list).toEqual([]);
    expect((await call('/api/commodity/delSpecsShoppingCart', { ids: [mine?.id ?? 0] }, { token: other })).code).toBe(0);
  });
});

describe('calculateShoppingPrices', () => {
  it('prices by the tier the goods’ total quantity across specs reaches, and says how far the next is', async () => {
    const { goods, spec } = stockedSpec(300, (g) => g.moq <= 5 && notInBatch(g) && g.specs.filter((s) => s.stock >= 30).length >= 2);
    const second = goods.specs.find((s) => s !== spec && s.stock >= 30);
    if (!second) throw new Error('fixture');
    const small = await ok('/api/commodity/calculateShoppingPrices', { items: [{ commodity_id: goods.id, specs_id: spec.id, quantity: 20 }] }, { token });
    expect(small.lines.at(0)?.tier_price).toBe(toMoney(tierPrice(goods, 20)));
    expect(small.lines.at(0)?.next_tier).toEqual({ add_qty: 30, price: toMoney(goods.tiers.at(1)?.cents ?? 0) });
    // 20 + 30 pieces across two specs reach the 50-piece tier together.
    const big = await ok('/api/commodity/calculateShoppingPrices', { items: [{ commodity_id: goods.id, specs_id: spec.id, quantity: 20 }, { commodity_id: goods.id, specs_id: second.id, quantity: 30 }] }, { token });
    expect(big.lines).toHaveLength(1);
    expect(big.lines.at(0)?.quantity).toBe(50);
    expect(big.lines.at(0)?.tier_price).toBe(toMoney(goods.tiers.at(1)?.cents ?? 0));
    expect(Number(big.lines.at(0)?.tier_price)).toBeLessThan(Number(small.lines.at(0)?.tier_price));
    expect(big.goods_amount).toBe(toMoney((goods.tiers.at(1)?.cents ?? 0) * 50));
  });

  it('applies a coupon, then the membership rate, then freight', async () => {
    const { goods, spec } = stockedSpec(300, (g) => g.moq <= 5 && notInBatch(g) && (g.tiers.at(0)?.cents ?? 0) >= 400);
    const coupon = await unusedCoupon((c) => c.type === 'amount' && c.value === '10.00' && c.threshold === '100.00');
    const items = [{ commodity_id: goods.id, specs_id: spec.id, quantity: 30 }];
    const calc = await ok('/api/commodity/calculateShoppingPrices', { items, coupon_id: coupon.id }, { token });
    const goodsCents = tierPrice(goods, 30) * 30;
    expect(calc.coupon_discount).toBe('10.00');
    // The demo account's level takes its rate off what is left after the coupon.
    const vip = await ok('/api/account/vipGradeList', {}, { token });
    const pct = Math.round((1 - Number(vip.list.find((g) => g.level === vip.current_level)?.discount)) * 100);
    expect(vip.current_level).toBeGreaterThan(0);
    expect(calc.membership_level).toBe(vip.current_level);
    const member = Math.round(((goodsCents - 1000) * pct) / 100);
    expect(calc.membership_discount).toBe(toMoney(member));
    const net = goodsCents - 1000 - member;
    expect(calc.freight).toBe(net >= 29900 ? '0.00' : '15.00');
    expect(calc.total).toBe(toMoney(net + (net >= 29900 ? 0 : 1500)));
  });

  it('lists the coupons that apply to the selection, as checkout offers them, whichever is chosen', async () => {
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const cartIds = cart.list.flatMap((g) => g.lines.map((l) => l.id));
    const confirm = await ok('/api/order/confirmOrder', { source: 'cart', cart_ids: cartIds }, { token });
    const calc = await ok('/api/commodity/calculateShoppingPrices', { cart_ids: cartIds }, { token });
    expect(calc.usable_coupon_ids).toEqual(confirm.coupons.map((c) => c.id));
    // The seeded cart reaches the earrings-only coupon's threshold, but not with earrings.
    const earrings = await unusedCoupon((c) => c.scope === 'Earrings only');
    expect(Number(calc.goods_amount)).toBeGreaterThan(Number(earrings.threshold));
    expect(calc.usable_coupon_ids).not.toContain(earrings.id);
    // One more pair of earrings ($6.32) takes them past it, and the goods past $100.00.
    const pair = cart.list.flatMap((g) => g.lines).find((l) => l.specs_title === 'Silver / 40 mm');
    if (!pair) throw new Error('seed changed: no earrings line');
    await ok('/api/commodity/shoppingCart', { ids: [pair.id], quantity: pair.quantity + 1 }, { token });
    const more = await ok('/api/commodity/calculateShoppingPrices', { cart_ids: cartIds }, { token });
    expect(more.usable_coupon_ids).toContain(earrings.id);
    expect(more.usable_coupon_ids).toHaveLength(2);
    const withIt = await ok('/api/commodity/calculateShoppingPrices', { cart_ids: cartIds, coupon_id: earrings.id }, { token });
    expect(withIt.usable_coupon_ids).toEqual(more.usable_coupon_ids);
  });

  it('refuses a coupon whose threshold is not met, or that is not the shopper’s', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 2 && (g.tiers.at(0)?.cents ?? 0) < 300);
    const coupon = await unusedCoupon((c) => c.threshold === '100.00');
    const items = [{ commodity_id: goods.id, specs_id: spec.id, quantity: 2 }];
    expect(await call('/api/commodity/calculateShoppingPrices', { items, coupon_id: coupon.id }, { token })).toMatchObject({ code: 0, msg: 'This coupon needs $100.00 of eligible goods' });
    expect(await call('/api/commodity/calculateShoppingPrices', { items, coupon_id: 424242 }, { token })).toMatchObject({ code: 0, msg: 'Coupon not found' });
  });

  it('flags goods below their minimum and prices cart lines by id', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq >= 10);
    const calc = await ok('/api/commodity/calculateShoppingPrices', { items: [{ commodity_id: goods.id, specs_id: spec.id, quantity: 1 }] }, { token });
    expect(calc.lines.at(0)).toMatchObject({ below_min_order: true, min_order_qty: goods.moq });
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const ids = cart.list.flatMap((g) => g.lines.map((l) => l.id));
    const byCart = await ok('/api/commodity/calculateShoppingPrices', { cart_ids: ids }, { token });
    expect(byCart.total_qty).toBe(cart.list.flatMap((g) => g.lines).reduce((n, l) => n + l.quantity, 0));
  });
});
