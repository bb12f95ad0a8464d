import { DEFAULT_GOODS_COUNT, setCatalogueSize } from './data/catalogue';
import { clearDemoFaults } from './faults';
import { accountHandlers } from './handlers/account';
import { addressHandlers } from './handlers/addresses';
import { afterSalesHandlers } from './handlers/after-sales';
import { appraisalHandlers } from './handlers/appraisals';
import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { catalogueHandlers } from './handlers/catalogue';
import { commonHandlers } from './handlers/common';
import { couponHandlers } from './handlers/coupons';
import { demoHandlers } from './handlers/demo';
import { invoiceHandlers } from './handlers/invoices';
import { orderHandlers } from './handlers/orders';
import { paymentHandlers } from './handlers/payment';
import { walletHandlers } from './handlers/wallet';
import { resetDemoSettings } from './lib/settings';
import { resetState } from './state/store';

/**
 * The demo backend: a stateful wholesale jewelry shop answering every call of the API layer
 * (docs/spec/endpoints.txt, the start-up calls and the token refresh) the way the real
 * server family does. Shared by the browser worker (browser.ts) and the Node server (node.ts).
 */
export const handlers = [
  // The busiest reads first: msw tries handlers in order, so list pages match sooner.
  ...catalogueHandlers,
  ...cartHandlers,
  ...commonHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...couponHandlers,
  ...orderHandlers,
  ...appraisalHandlers,
  ...invoiceHandlers,
  ...afterSalesHandlers,
  ...paymentHandlers,
  ...walletHandlers,
  ...demoHandlers,
];

/** Back to the seed: data, timings, clock, faults and catalogue size (tests/setup.ts calls this after each test). */
export function resetDemoData(): void {
  resetDemoSettings();
  clearDemoFaults();
  setCatalogueSize(DEFAULT_GOODS_COUNT);
  resetState();
}
