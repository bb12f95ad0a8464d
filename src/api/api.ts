import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { registerLazySlice } from '@/state/lazy-slices';
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

/**
 * Tags whose data is the same for every shopper: the site configuration and the language. Every
 * other tag belongs to the shopper, so a tag added to TAG_TYPES is dropped on login and logout
 * unless it is named here: forgetting costs a refetch, never one shopper's data shown to the next.
 */
export const SHARED_TAGS = ['Config', 'Lang'] as const satisfies readonly ApiTagType[];

const isShared = (tag: ApiTagType): boolean => (SHARED_TAGS as readonly ApiTagType[]).includes(tag);

/** Tags whose data belongs to the shopper: dropped on login and logout so no account sees another's. */
export const USER_TAGS: readonly ApiTagType[] = TAG_TYPES.filter((tag) => !isShared(tag));

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Back online, what is on screen is asked for again: a saved copy shown offline gives way to
  // the server's answer (issue 16).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

// The store takes the API in now: this chunk is loaded by the first page or by launch, never by
// the entry. Focus and reconnect then refetch subscribed queries (badge counts, the open page's data).
registerLazySlice({
  reducerPath: api.reducerPath,
  reducer: api.reducer as Reducer,
  middleware: api.middleware as Middleware,
  joined: (dispatch) => setupListeners(dispatch),
});
