import { commodityApi } from '@/api/commodity/endpoints';
import { orderApi } from '@/api/order/endpoints';
import { goodsCodeOf, SkuLookup, type LookupTarget } from '@/api/sku-lookup';
import type { CartGroup, OrderSummary } from '@/api/types';
import { tierFor } from '@/lib/price-tiers';
import type { ListItem } from '@/lib/saved-lists';
import type { AppThunkDispatch } from '@/state/hooks';

/**
 * New lists from what the buyer already has: the cart, a past order, the favourites. Each line
 * is saved with its code (a spec's sku, read from its goods), so the list travels as CSV and by
 * link, and with the names and price of now, so a later review can say what changed since.
 */

/** The codes of these lines, one details call per goods (shared, cached). */
async function withCodes(dispatch: AppThunkDispatch, items: ListItem[]): Promise<ListItem[]> {
  const lookup = new SkuLookup(dispatch);
  const targets: LookupTarget[] = items.map((i) => ({ ...(i.goodsId !== undefined && { goodsId: i.goodsId }), ...(i.specId !== undefined && { specId: i.specId }) }));
  await lookup.settle(targets);
  return items.map((item, n) => {
    const found = lookup.find(targets[n] ?? {});
    if (found.status === 'found') return { ...item, code: found.spec.sku, title: found.goods.title, specTitle: found.spec.title };
    if (found.status === 'goods') return { ...item, code: goodsCodeOf(found.goods), title: found.goods.title };
    return item;
  });
}

export async function itemsFromCart(dispatch: AppThunkDispatch): Promise<ListItem[]> {
  const cart = await dispatch(commodityApi.endpoints.shoppingCartList.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
  return withCodes(dispatch, cartItems(cart.list));
}

export function cartItems(groups: readonly CartGroup[]): ListItem[] {
  return groups.flatMap((g) => {
    const total = g.lines.reduce((n, l) => n + l.quantity, 0);
    const price = tierFor(g.price_tiers, total)?.price;
    return g.lines.map((l) => ({ code: '', quantity: l.quantity, goodsId: g.commodity_id, specId: l.specs_id, title: g.title, specTitle: l.specs_title, ...(price && { price }) }));
  });
}

export function orderItems(order: OrderSummary): ListItem[] {
  return order.items.map((i) => ({ code: '', quantity: i.quantity, goodsId: i.commodity_id, specId: i.specs_id, title: i.title, specTitle: i.specs_title, price: i.price }));
}

export async function itemsFromOrder(dispatch: AppThunkDispatch, order: OrderSummary): Promise<ListItem[]> {
  return withCodes(dispatch, orderItems(order));
}

/** Favourites are goods, not specs: each comes as one line at its minimum order, its option to choose. */
export async function itemsFromFavourites(dispatch: AppThunkDispatch): Promise<ListItem[]> {
  const page = await dispatch(commodityApi.endpoints.commodityList.initiate({ page: 1, limit: 100, is_collect: true }, { subscribe: false })).unwrap();
  return withCodes(
    dispatch,
    page.list.map((g) => ({ code: '', quantity: Math.max(1, g.min_order_qty), goodsId: g.id, title: g.title })),
  );
}

/** The latest orders: the first page of the order list's "All" tab (shared with that tab's cache entry). */
export async function recentOrders(dispatch: AppThunkDispatch): Promise<OrderSummary[]> {
  const pages = await dispatch(orderApi.endpoints.orderList.initiate({ status: 'all', limit: 10 }, { subscribe: false })).unwrap();
  return pages.pages.at(0)?.list ?? [];
}
