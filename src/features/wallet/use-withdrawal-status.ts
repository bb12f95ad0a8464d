import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBalanceWithdrawalListQuery } from '@/api/payment/endpoints';
import { positiveInteger } from '@/lib/positive-integer';

/** Pages of the record read while looking for one withdrawal (the API has no details call). */
const SEARCH_LIMIT = 50;

/**
 * One withdrawal (?id=). The API offers only the paged record, so the pages are read in turn
 * until the withdrawal turns up; a new one is on the first page, so this is one call in practice.
 */
export function useWithdrawalStatus() {
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id'));
  const [page, setPage] = useState(1);
  const query = useBalanceWithdrawalListQuery({ page, limit: SEARCH_LIMIT }, { skip: id === null });
  const data = query.currentData;
  const withdrawal = data?.list.find((w) => w.id === id);
  const more = data !== undefined && !withdrawal && page * SEARCH_LIMIT < data.total && data.list.length > 0;
  if (more && !query.isFetching) setPage(page + 1);
  return {
    withdrawal,
    isLoading: id !== null && !withdrawal && (query.isFetching || more),
    isError: query.isError && !data,
    notFound: id === null || (data !== undefined && !withdrawal && !more),
    retry: () => void query.refetch(),
  };
}
