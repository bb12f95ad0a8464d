import { useBalanceOrderListInfiniteQuery } from '@/api/payment/endpoints';
import { PAGE_SIZE } from '@/components/use-infinite-list';

/**
 * The balance as the ledger reports it (on its first page). Asked with the unfiltered ledger's
 * arguments, so on the balance page it shares that cache entry instead of making another request.
 */
export function useWalletBalance() {
  const query = useBalanceOrderListInfiniteQuery({ limit: PAGE_SIZE });
  return {
    balance: query.data?.pages.at(0)?.balance,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}
