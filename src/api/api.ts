import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The single API slice. Endpoint groups (account, common, commodity, order, payment) are injected
 * from their own files; every tag type is declared here so invalidation works across groups.
 */
export const TAG_TYPES = [
  'User',
  'Cart',
  'CartCount',
  'Unread',
  'Notifications',
  'Orders',
  'OrderCounts',
  'AfterSales',
  'Addresses',
  'Favourites',
  'Goods',
  'Coupons',
  'Balance',
  'Withdrawals',
  'Recharges',
  'Invoices',
  'InvoiceProfiles',
  'SearchHistory',
  'Appraisals',
  'Feedback',
  'Vouchers',
  'InviteLog',
  'Config',
  'Lang',
] as const;

export type ApiTagType = (typeof TAG_TYPES)[number];

/** Tags whose data belongs to the shopper: dropped on login and logout so no account sees another's. */
export const USER_TAGS: readonly ApiTagType[] = [
  'User',
  'Cart',
  'CartCount',
  'Unread',
  'Notifications',
  'Orders',
  'OrderCounts',
  'AfterSales',
  'Addresses',
  'Favourites',
  'Goods',
  'Coupons',
  'Balance',
  'Withdrawals',
  'Recharges',
  'Invoices',
  'InvoiceProfiles',
  'SearchHistory',
  'Appraisals',
  'Feedback',
  'Vouchers',
  'InviteLog',
];

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
