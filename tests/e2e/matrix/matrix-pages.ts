import type { Page } from 'playwright-core';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { placeOrderByCalls } from '../shop-steps';

/** One page of the walk: a name for its screenshots and findings, and the address it is opened at. */
export interface MatrixPage {
  name: string;
  path: string;
  /** For a state that does not last (a receipt the shop checks within a minute): made just before the visit, answering its address. */
  prepare?: (page: Page) => Promise<string>;
}

/** Every route of spec section 2 as its bare address (the page a shopper lands on with no id). */
const SPEC_ROUTES = Object.entries(ROUTES)
  .filter(([key]) => key !== 'qaReplay' && key !== 'confirmOrder')
  .map(([key, path]): MatrixPage => ({ name: key, path }));

/** Logged out, a shopper sees the tab pages and login (every other page sends them to login). */
export const LOGGED_OUT_PAGES: MatrixPage[] = SPEC_ROUTES.filter((p) =>
  [ROUTES.home, ROUTES.class, ROUTES.msg, ROUTES.cart, ROUTES.user, ROUTES.login].includes(p.path as never),
).map((p) => ({ ...p, name: `${p.name}-logged-out` }));

/** Real ids from the demo backend's seed, read through its calls as the logged-in demo buyer. */
export interface SeedIds {
  categoryId: number;
  goodsId: number;
  pendingOrderId: number;
  receivedOrderId: number;
  completedOrderId: number;
  afterSalesId: number;
  withdrawalId: number;
  noticeId: number;
  addressId: number;
  profileId: number;
}

/**
 * The deep links that carry ids: a category, a goods, orders in the states that show the most
 * (waiting for payment, received, completed), its payment pages, an after-sales case, and the
 * other pages that open one record.
 */
export function deepLinks(ids: SeedIds): MatrixPage[] {
  return [
    { name: 'classList-category', path: links.classList(ids.categoryId) },
    { name: 'searchResult-pearl', path: links.searchResult('pearl') },
    { name: 'goodsInfo-goods', path: links.goodsInfo(ids.goodsId) },
    { name: 'confirmOrder-cart', path: links.confirmOrderFromCart() },
    { name: 'orderInfo-pending', path: links.orderInfo(ids.pendingOrderId) },
    { name: 'orderInfo-completed', path: links.orderInfo(ids.completedOrderId) },
    {
      name: 'orderInfo-receipt-review',
      path: ROUTES.orderInfo,
      prepare: async (page) => links.orderInfo((await placeOrderByCalls(page, 'receipt')).id),
    },
    { name: 'orderList-after-sales', path: links.orderList('after_sales') },
    { name: 'pay-order', path: links.pay(ids.pendingOrderId) },
    { name: 'payStu-order', path: links.payStu(ids.pendingOrderId) },
    { name: 'otherList-order', path: links.otherList(ids.pendingOrderId) },
    { name: 'evaluateOrder-received', path: links.evaluateOrder(ids.receivedOrderId) },
    { name: 'refundEdit-received', path: links.refundEdit(ids.receivedOrderId) },
    { name: 'refundDetail-case', path: links.refundDetail(ids.afterSalesId) },
    { name: 'refundProgress-case', path: links.refundProgress(ids.afterSalesId) },
    { name: 'withdrawalRecordStu-record', path: links.withdrawalRecordStu(ids.withdrawalId) },
    { name: 'parseSysInfo-notice', path: links.parseSysInfo(ids.noticeId) },
    { name: 'addressInfo-edit', path: links.addressInfo(ids.addressId) },
    { name: 'fillIn-edit', path: links.fillIn(ids.profileId) },
    { name: 'agreement-privacy', path: links.agreement('privacy') },
  ];
}

/** Every page the logged-in walk opens: the spec's routes, then the deep links. */
export function loggedInPages(ids: SeedIds): MatrixPage[] {
  return [...SPEC_ROUTES, ...deepLinks(ids)];
}

/** The ids, through the shop's own calls made from the page (the demo backend answers them). */
export function readSeedIds(page: Page): Promise<SeedIds> {
  return page.evaluate(async () => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'en' };
    const call = async <T,>(path: string, body: object = {}): Promise<T> => {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    };
    const login = await call<{ userInfo: { token: string } }>('/api/user/checkIn', { tab: 'login', username: 'demo', password: 'demo1234', keep: false });
    headers['ba-user-token'] = login.userInfo.token;
    type Listed = { list: { id: number; status?: string }[] };
    const first = (listed: Listed, what: string, status?: string) => {
      const found = listed.list.find((r) => status === undefined || r.status === status);
      if (!found) throw new Error(`the demo seed has no ${what}`);
      return found.id;
    };
    const orders = await call<Listed>('/api/order/list', { status: 'all', page: 1, limit: 50 });
    const categories = await call<Listed>('/api/common/categoryList');
    const goods = await call<Listed>('/api/commodity/commodityList', { page: 1, limit: 10 });
    return {
      categoryId: first(categories, 'category'),
      goodsId: first(goods, 'goods'),
      pendingOrderId: first(orders, 'order waiting for payment', 'pending_payment'),
      receivedOrderId: first(orders, 'received order', 'received'),
      completedOrderId: first(orders, 'completed order', 'completed'),
      afterSalesId: first(await call<Listed>('/api/order/afterSalesList', { page: 1, limit: 10 }), 'after-sales case'),
      withdrawalId: first(await call<Listed>('/api/account/balanceWithdrawalList', { page: 1, limit: 10 }), 'withdrawal'),
      noticeId: first(await call<Listed>('/api/common/systemNotification', { page: 1, limit: 10 }), 'notice'),
      addressId: first(await call<Listed>('/api/account/addressList'), 'address'),
      profileId: first(await call<Listed>('/api/account/getUserInvoicing'), 'invoicing profile'),
    };
  });
}
