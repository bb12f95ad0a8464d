import { useBalanceOrderListQuery } from '@/api/payment/endpoints';
import { PAGE_SIZE } from '@/components/use-paged-list';

/**
 * The balance as the ledger reports it. Asked with the unfiltered ledger's first-page arguments,
 * so on the balance page it shares that request instead of making another.
 */
export function useWalletBalance() {
  const query = useBalanceOrderListQuery({ page: 1, limit: PAGE_SIZE });
  return {
    balance: query.data?.balance,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}
