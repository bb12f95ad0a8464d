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
  'Config',
  'Lang',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
