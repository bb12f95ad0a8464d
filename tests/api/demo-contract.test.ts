import type { UnknownAction } from '@reduxjs/toolkit';
import { accountApi } from '@/api/account/endpoints';
import { api } from '@/api/api';
import '@/api/commodity/endpoints';
import '@/api/common/endpoints';
import '@/api/order/endpoints';
import '@/api/payment/endpoints';
import { freshStore, type TestStore } from './harness';

/**
 * The contract between the demo backend (mocks/) and the API layer: every read the demo answers
 * passes the layer's response checks. A drift on either side shows here, not as a dialog in the demo.
 */
interface Initiable {
  initiate: (arg: unknown, options?: { subscribe: boolean }) => UnknownAction;
  useMutation?: unknown;
}

const page = { page: 1, limit: 10 };
const READS: Record<string, unknown> = {
  simpleIp: undefined,
  userInfo: undefined,
  vipGradeList: undefined,
  feedbackList: page,
  addressList: undefined,
  getUserInvoicing: undefined,
  getInviteLog: page,
  systemDefaultLanguage: undefined,
  getLang: { lang: 'en' },
  getConfiguration: { name: '' },
  bannerList: { position: 'home' },
  hotSearch: undefined,
  systemNotification: page,
  systemNotificationUnreadQuantity: undefined,
  getAgreement: { type: 'user' },
  helpCenter: undefined,
  countryList: undefined,
  areaCodeList: undefined,
  categoryList: undefined,
  platformBankCard: undefined,
  getInviteTemplate: undefined,
  commodityList: page,
  shoppingCartList: undefined,
  shoppingCartCount: undefined,
  couponList: { ...page, status: 'unused' },
  searchHistoryList: undefined,
  recommendCommodityList: page,
  labelList: undefined,
  batchTimeList: undefined,
  activityList: undefined,
  notRemindedCouponList: undefined,
  getSelectedShoppingCart: undefined,
  orderList: { ...page, status: 'all' },
  appraiseList: page,
  logisticsCompanyList: undefined,
  orderQuantityStatistics: undefined,
  agentList: undefined,
  invoicingList: page,
  afterSalesList: page,
  balanceWithdrawalList: page,
  balanceOrderList: page,
};

async function read(store: TestStore, name: string, arg: unknown) {
  const endpoint = (api.endpoints as unknown as Record<string, Initiable | undefined>)[name];
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  return (await (store.dispatch(endpoint.initiate(arg, { subscribe: false })) as unknown as Promise<{
    data?: unknown;
    error?: { kind?: string; msg?: string };
  }>));
}

describe('demo backend contract', () => {
  it('answers every read, logged in, with a body that passes its check', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = freshStore();
    const login = await store.dispatch(
      accountApi.endpoints.checkIn.initiate({ tab: 'login', username: 'demo', password: 'demo1234', keep: true }),
    );
    expect(login.error).toBeUndefined();

    const failed: string[] = [];
    for (const [name, arg] of Object.entries(READS)) {
      const result = await read(store, name, arg);
      if (result.error) failed.push(`${name}: ${result.error.kind ?? 'error'} ${result.error.msg ?? ''}`);
    }
    // The checks log the first wrong field of an unreadable answer; show them when this fails.
    const detail = errors.mock.calls.map((c) => c.map(String).join(' ')).join('\n');
    expect(failed, detail).toEqual([]);
  });
});
