import { useState } from 'react';
import { useBalanceOrderListInfiniteQuery } from '@/api/payment/endpoints';
import type { LedgerKind } from '@/api/types';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { useWalletBalance } from './use-wallet-balance';

export type LedgerFilter = LedgerKind | 'all';
export const LEDGER_FILTERS: LedgerFilter[] = ['all', 'recharge', 'payment', 'refund', 'withdrawal', 'rebate'];

/** The balance page: the balance, and its ledger a page at a time, optionally one kind of it. */
export function useBalance() {
  const [filter, setFilter] = useState<LedgerFilter>('all');
  const balance = useWalletBalance();
  const ledger = useInfiniteList(useBalanceOrderListInfiniteQuery(filter === 'all' ? { limit: PAGE_SIZE } : { kind: filter, limit: PAGE_SIZE }));
  return { balance, ledger, filter, setFilter };
}
