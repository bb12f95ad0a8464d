import { useSearchParams } from 'react-router-dom';
import { useAfterSalesButtonQuery, useAfterSalesDetailsQuery } from '@/api/order/endpoints';
import { positiveInteger } from '@/lib/positive-integer';

/** The request of ?id= and what the shopper may do with it now (afterSalesButton). */
export function useRefundDetail() {
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id')) ?? 0;
  const valid = id > 0;
  const detail = useAfterSalesDetailsQuery({ id }, { skip: !valid });
  const buttons = useAfterSalesButtonQuery({ id }, { skip: !valid });
  return { id, valid, detail, actions: buttons.data?.actions ?? [] };
}
