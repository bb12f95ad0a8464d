import { useLevelName } from './level-name';
import type { PriceCalculation } from './types';
import type { Amounts } from '@/components/amount-breakdown';
import { toAmount } from '@/lib/money';

/**
 * A price calculation's rows for AmountBreakdown (the cart's summary and checkout's): the member
 * discount named by the level's own name, looked up only when there is a member discount.
 */
export function useCalculationAmounts(calculation: PriceCalculation): Amounts {
  const levelName = useLevelName(calculation.membership_level, toAmount(calculation.membership_discount) <= 0);
  return {
    goods: calculation.goods_amount,
    pieces: calculation.total_qty,
    coupon: calculation.coupon_discount,
    membership: calculation.membership_discount,
    levelName,
    freight: calculation.freight,
    total: calculation.total,
  };
}
