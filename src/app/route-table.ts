import type { ComponentType } from 'react';
import type { PageKey } from '@/components/page-titles';
import { ROUTES } from '@/lib/routes';

export interface PageRoute {
  key: PageKey;
  path: string;
  /** Pages that make no sense without an account send the shopper to login first. */
  auth: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every route of spec section 2 (plus order confirmation and the QA replay page), each page its
 * own lazy chunk. '/' serves the launch page too (see router.tsx).
 */
export const PAGE_ROUTES: PageRoute[] = [
  { key: 'launch', path: ROUTES.launch, auth: false, load: () => import('@/features/launch/launch-page') },
  { key: 'home', path: ROUTES.home, auth: false, load: () => import('@/features/home/home-page') },
  { key: 'class', path: ROUTES.class, auth: false, load: () => import('@/features/catalogue/class-page') },
  { key: 'msg', path: ROUTES.msg, auth: false, load: () => import('@/features/messages/msg-page') },
  { key: 'cart', path: ROUTES.cart, auth: false, load: () => import('@/features/cart/cart-page') },
  { key: 'user', path: ROUTES.user, auth: false, load: () => import('@/features/user/user-page') },
  { key: 'login', path: ROUTES.login, auth: false, load: () => import('@/features/login/login-page') },
  { key: 'accessPermissions', path: ROUTES.accessPermissions, auth: false, load: () => import('@/features/login/access-permissions-page') },
  { key: 'search', path: ROUTES.search, auth: false, load: () => import('@/features/catalogue/search-page') },
  { key: 'searchResult', path: ROUTES.searchResult, auth: false, load: () => import('@/features/catalogue/search-result-page') },
  { key: 'classList', path: ROUTES.classList, auth: false, load: () => import('@/features/catalogue/class-list-page') },
  { key: 'goodsInfo', path: ROUTES.goodsInfo, auth: false, load: () => import('@/features/goods/goods-info-page') },
  { key: 'orderList', path: ROUTES.orderList, auth: true, load: () => import('@/features/orders/order-list-page') },
  { key: 'orderInfo', path: ROUTES.orderInfo, auth: true, load: () => import('@/features/orders/order-info-page') },
  { key: 'evaluateOrder', path: ROUTES.evaluateOrder, auth: true, load: () => import('@/features/orders/evaluate-order-page') },
  { key: 'confirmOrder', path: ROUTES.confirmOrder, auth: true, load: () => import('@/features/orders/confirm-order-page') },
  { key: 'refundDetail', path: ROUTES.refundDetail, auth: true, load: () => import('@/features/after-sales/refund-detail-page') },
  { key: 'refundEdit', path: ROUTES.refundEdit, auth: true, load: () => import('@/features/after-sales/refund-edit-page') },
  { key: 'refundProgress', path: ROUTES.refundProgress, auth: true, load: () => import('@/features/after-sales/refund-progress-page') },
  { key: 'balance', path: ROUTES.balance, auth: true, load: () => import('@/features/wallet/balance-page') },
  { key: 'recharge', path: ROUTES.recharge, auth: true, load: () => import('@/features/wallet/recharge-page') },
  { key: 'rechargeRecord', path: ROUTES.rechargeRecord, auth: true, load: () => import('@/features/wallet/recharge-record-page') },
  { key: 'withdrawal', path: ROUTES.withdrawal, auth: true, load: () => import('@/features/wallet/withdrawal-page') },
  { key: 'withdrawalRecord', path: ROUTES.withdrawalRecord, auth: true, load: () => import('@/features/wallet/withdrawal-record-page') },
  { key: 'withdrawalRecordStu', path: ROUTES.withdrawalRecordStu, auth: true, load: () => import('@/features/wallet/withdrawal-record-stu-page') },
  { key: 'setUp', path: ROUTES.setUp, auth: false, load: () => import('@/features/settings/set-up-page') },
  { key: 'addressList', path: ROUTES.addressList, auth: true, load: () => import('@/features/addresses/address-list-page') },
  { key: 'addressInfo', path: ROUTES.addressInfo, auth: true, load: () => import('@/features/addresses/address-info-page') },
  { key: 'membershipLevel', path: ROUTES.membershipLevel, auth: true, load: () => import('@/features/membership/membership-level-page') },
  { key: 'myCollection', path: ROUTES.myCollection, auth: true, load: () => import('@/features/favourites/my-collection-page') },
  { key: 'questions', path: ROUTES.questions, auth: false, load: () => import('@/features/help/questions-page') },
  { key: 'agreement', path: ROUTES.agreement, auth: false, load: () => import('@/features/help/agreement-page') },
  { key: 'invoicingList', path: ROUTES.invoicingList, auth: true, load: () => import('@/features/invoices/invoicing-list-page') },
  { key: 'invoiceApplication', path: ROUTES.invoiceApplication, auth: true, load: () => import('@/features/invoices/invoice-application-page') },
  { key: 'fillIn', path: ROUTES.fillIn, auth: true, load: () => import('@/features/invoices/fill-in-page') },
  { key: 'coupon', path: ROUTES.coupon, auth: true, load: () => import('@/features/coupons/coupon-page') },
  { key: 'userInfo', path: ROUTES.userInfo, auth: true, load: () => import('@/features/profile/user-info-page') },
  { key: 'accountSettings', path: ROUTES.accountSettings, auth: true, load: () => import('@/features/profile/account-settings-page') },
  { key: 'share', path: ROUTES.share, auth: true, load: () => import('@/features/sharing/share-page') },
  { key: 'shareList', path: ROUTES.shareList, auth: true, load: () => import('@/features/sharing/share-list-page') },
  { key: 'commentList', path: ROUTES.commentList, auth: true, load: () => import('@/features/appraisals/comment-list-page') },
  { key: 'pay', path: ROUTES.pay, auth: true, load: () => import('@/features/payment/pay-page') },
  { key: 'payStu', path: ROUTES.payStu, auth: true, load: () => import('@/features/payment/pay-stu-page') },
  { key: 'otherList', path: ROUTES.otherList, auth: true, load: () => import('@/features/payment/other-list-page') },
  { key: 'bankCar', path: ROUTES.bankCar, auth: true, load: () => import('@/features/payment/bank-car-page') },
  { key: 'parseSysInfo', path: ROUTES.parseSysInfo, auth: false, load: () => import('@/features/messages/parse-sys-info-page') },
  { key: 'quickOrder', path: ROUTES.quickOrder, auth: true, load: () => import('@/features/quick-order/quick-order-page') },
  { key: 'printTags', path: ROUTES.printTags, auth: false, load: () => import('@/features/quick-order/print-tags-page') },
  { key: 'reorderLists', path: ROUTES.reorderLists, auth: true, load: () => import('@/features/reorder-lists/reorder-lists-page') },
  { key: 'reorderListInfo', path: ROUTES.reorderListInfo, auth: true, load: () => import('@/features/reorder-lists/list-info-page') },
  { key: 'sharedList', path: ROUTES.sharedList, auth: false, load: () => import('@/features/reorder-lists/shared-list-page') },
  { key: 'qaReplay', path: ROUTES.qaReplay, auth: false, load: () => import('./qa/qa-replay-route') },];
