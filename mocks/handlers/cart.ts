import type { PricedItem } from '@/api/types';
import { refuse } from '../lib/errors';
import { bool, has, ids, integer, list, object, optionalInteger } from '../lib/input';
import { reply, route } from '../lib/route';
import { addToCart, cartCount, cartGroups, deleteLines, MAX_LINE_QTY, ownLines, readSpecQuantities, updateLines } from '../rules/cart';
import { applicableCoupons } from '../rules/coupons';
import { price, toCalculation } from '../rules/pricing';
import { resolveSpec, type Wanted } from '../rules/stock';

/** The cart: per shopper, one line per spec; every write answers the new count of lines. */
export const cartHandlers = [
  route('/api/commodity/shoppingCartAdd', 'user', (ctx) => {
    const goodsId = integer(ctx.body, 'commodity_id', { min: 1 });
    addToCart(ctx.db, ctx.user, goodsId, readSpecQuantities(ctx.body, goodsId), ctx.locale);
    return reply({ count: cartCount(ctx.db, ctx.user) }, 'Added to cart');
  }),
  route('/api/commodity/shoppingCart', 'user', (ctx) => {
    const lineIds = ids(ctx.body, 'ids');
    const quantity = has(ctx.body, 'quantity') ? integer(ctx.body, 'quantity', { min: 1, max: MAX_LINE_QTY }) : null;
    const selected = has(ctx.body, 'selected') ? bool(ctx.body, 'selected') : null;
    if (quantity === null && selected === null) refuse('Send quantity or selected');
    updateLines(ctx.db, ctx.user, lineIds, quantity, selected, ctx.locale);
    return { count: cartCount(ctx.db, ctx.user) };
  }),
  route('/api/commodity/delSpecsShoppingCart', 'user', (ctx) => {
    deleteLines(ctx.db, ctx.user, ids(ctx.body, 'ids'));
    return reply({ count: cartCount(ctx.db, ctx.user) }, 'Removed from cart');
  }),
  route('/api/commodity/shoppingCartList', 'user', (ctx) => ({ list: cartGroups(ctx.db, ctx.user, ctx.locale) })),
  route('/api/Commodity/getSelectedShoppingCart', 'user', (ctx) => ({ list: cartGroups(ctx.db, ctx.user, ctx.locale, true) })),
  // Guests see 0: the tab badge is asked for before anyone logs in.
  route('/api/commodity/shoppingCartCount', 'optional', (ctx) => ({ count: cartCount(ctx.db, ctx.user) })),
  route('/api/commodity/calculateShoppingPrices', 'user', (ctx) => {
    let wanted: Wanted[];
    if (has(ctx.body, 'cart_ids')) {
      wanted = ownLines(ctx.db, ctx.user, ids(ctx.body, 'cart_ids')).map((l) => ({ goodsId: l.goodsId, specId: l.specId, quantity: l.quantity }));
    } else if (has(ctx.body, 'items')) {
      wanted = list(ctx.body, 'items').map((raw, i) => {
        const item = object(raw, `items[${String(i)}]`) as Partial<PricedItem> & Record<string, unknown>;
        const goodsId = integer(item, 'commodity_id', { min: 1 });
        const specId = integer(item, 'specs_id', { min: 1 });
        resolveSpec(goodsId, specId);
        return { goodsId, specId, quantity: integer(item, 'quantity', { min: 1, max: MAX_LINE_QTY }) };
      });
    } else {
      wanted = [];
    }
    const couponId = optionalInteger(ctx.body, 'coupon_id', { min: 1 });
    const priced = price(ctx.db, ctx.user, wanted, couponId);
    const unDiscounted = couponId === null ? priced : price(ctx.db, ctx.user, wanted, null);
    return {
      ...toCalculation(priced, ctx.locale),
      usable_coupon_ids: applicableCoupons(ctx.db, ctx.user, unDiscounted).map((c) => c.id),
    };
  }),
];
