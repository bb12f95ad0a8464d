import type { CartCountResult, CommodityListResult, GoodsCard, LoginResult, PlaceOrderResult } from '@/api/types';
import { userInfo } from './harness';

/** Well-formed answers of the fault-matrix calls, typed by the shared API types. */
export const goodsCard = (id: number): GoodsCard => ({
  id,
  title: `Pearl ring ${id}`,
  image: `/img/${id}.jpg`,
  price: '12.50',
  original_price: '15.00',
  min_order_qty: 10,
  labels: [{ id: 1, name: 'New', color: '#c00' }],
  sales: 120,
  is_collect: false,
});

export const commodityPage: CommodityListResult = { list: [goodsCard(1), goodsCard(2)], total: 2 };
export const cartCount: CartCountResult = { count: 4 };
export const placed: PlaceOrderResult = { id: 31, order_sn: 'SO31', pay_amount: '125.00', status: 'pending_payment', cart_count: 0 };
export const loginResult: LoginResult = { userInfo: userInfo('fresh-token'), routePath: '/pages/tabbar/user/user' };
