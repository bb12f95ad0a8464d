import type { ComponentType } from 'react';
import type { PageKey } from '@/components/page-titles';

/**
 * Each page's chunk, by page (route-table.ts says where each is). A chunk of its own: with the
 * chunks every page needs alongside it (Vite's preload lists), the loaders of some fifty pages
 * weigh about 5 KB brotli, and the first paint needs only the opened page's. index.html preloads
 * this chunk (scripts/vite/preload-chunks.ts), so it arrives with the entry, not after it.
 */
export const PAGE_LOADERS = {
  launch: () => import('@/features/launch/launch-page'),
  home: () => import('@/features/home/home-page'),
  class: () => import('@/features/catalogue/class-page'),
  msg: () => import('@/features/messages/messages-page'),
  cart: () => import('@/features/cart/cart-page'),
  user: () => import('@/features/user/user-page'),
  login: () => import('@/features/login/login-page'),
  accessPermissions: () => import('@/features/login/access-permissions-page'),
  search: () => import('@/features/catalogue/search-page'),
  searchResult: () => import('@/features/catalogue/search-result-page'),
  classList: () => import('@/features/catalogue/class-list-page'),
  goodsInfo: () => import('@/features/goods/goods-info-page'),
  orderList: () => import('@/features/orders/order-list-page'),
  orderInfo: () => import('@/features/orders/order-info-page'),
  evaluateOrder: () => import('@/features/orders/evaluate-order-page'),
  confirmOrder: () => import('@/features/orders/confirm-order-page'),
  refundDetail: () => import('@/features/after-sales/refund-detail-page'),
  refundEdit: () => import('@/features/after-sales/refund-edit-page'),
  refundProgress: () => import('@/features/after-sales/refund-progress-page'),
  balance: () => import('@/features/wallet/balance-page'),
  recharge: () => import('@/features/wallet/recharge-page'),
  rechargeRecord: () => import('@/features/wallet/recharge-record-page'),
  withdrawal: () => import('@/features/wallet/withdrawal-page'),
  withdrawalRecord: () => import('@/features/wallet/withdrawal-record-page'),
  withdrawalRecordStu: () => import('@/features/wallet/withdrawal-status-page'),
  setUp: () => import('@/features/settings/set-up-page'),
  addressList: () => import('@/features/addresses/address-list-page'),
  addressInfo: () => import('@/features/addresses/address-info-page'),
  membershipLevel: () => import('@/features/membership/membership-level-page'),
  myCollection: () => import('@/features/favourites/my-collection-page'),
  questions: () => import('@/features/help/questions-page'),
  agreement: () => import('@/features/help/agreement-page'),
  invoicingList: () => import('@/features/invoices/invoicing-list-page'),
  invoiceApplication: () => import('@/features/invoices/invoice-application-page'),
  fillIn: () => import('@/features/invoices/fill-in-page'),
  coupon: () => import('@/features/coupons/coupon-page'),
  userInfo: () => import('@/features/profile/user-info-page'),
  accountSettings: () => import('@/features/profile/account-settings-page'),
  share: () => import('@/features/sharing/share-page'),
  shareList: () => import('@/features/sharing/share-list-page'),
  commentList: () => import('@/features/appraisals/comment-list-page'),
  pay: () => import('@/features/payment/pay-page'),
  payStu: () => import('@/features/payment/payment-status-page'),
  otherList: () => import('@/features/payment/other-list-page'),
  bankCar: () => import('@/features/payment/shop-bank-accounts-page'),
  parseSysInfo: () => import('@/features/messages/notice-page'),
  quickOrder: () => import('@/features/quick-order/quick-order-page'),
  printTags: () => import('@/features/quick-order/print-tags-page'),
  reorderLists: () => import('@/features/reorder-lists/reorder-lists-page'),
  reorderListInfo: () => import('@/features/reorder-lists/list-info-page'),
  sharedList: () => import('@/features/reorder-lists/shared-list-page'),
  stockWatch: () => import('@/features/stock-watch/stock-watch-page'),
  lineSheet: () => import('@/features/line-sheet/line-sheet-page'),
  customerMode: () => import('@/features/customer-mode/customer-mode-page'),
  qaReplay: () => import('./qa/qa-replay-route'),
} satisfies Partial<Record<PageKey, () => Promise<{ default: ComponentType }>>>;

/** The pages that have a route. */
export type RoutedPage = keyof typeof PAGE_LOADERS;
