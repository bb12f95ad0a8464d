import { useSearchParams } from 'react-router-dom';
import { useOrderDetailsQuery } from '@/api/order/endpoints';

/** The order of ?id= (links.orderInfo); an id that is not a number is treated as not found. */
export function useOrderInfo() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrderDetailsQuery({ id }, { skip: !valid });
  return { id, valid, ...query };
}
