import { useSearchParams } from 'react-router-dom';
import { useOrderDetailsQuery } from '@/api/order/endpoints';
import { positiveInteger } from '@/lib/positive-integer';

/** The order of ?id= (links.orderInfo); an id that is not a number is treated as not found. */
export function useOrderInfo() {
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id')) ?? 0;
  const valid = id > 0;
  const query = useOrderDetailsQuery({ id }, { skip: !valid });
  return { id, valid, ...query };
}
