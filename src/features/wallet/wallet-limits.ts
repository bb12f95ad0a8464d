import { CLIENT_TYPE } from '@/lib/constants';
import { useAppSelector } from '@/state/hooks';
import { selectClientType, selectSysConfig } from '@/state/sys-config-slice';
import { readFeeRule } from './withdrawal-fee';

/**
 * The most one top-up may be. The spec names no business limits; this guards against a typo of
 * a few extra zeros and matches what the demo shop accepts.
 */
export const RECHARGE_MAX = '100000.00';

/** Quick amounts offered on the top-up page. */
export const QUICK_AMOUNTS = ['100', '200', '500', '1000', '2000', '5000'] as const;

const MONEY = /^\d+(\.\d{1,2})?$/;
const moneyOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && MONEY.test(value) ? value : undefined;

/** Minimums the site configuration may carry (min_recharge, min_withdrawal); absent, only > 0 applies. */
export function useWalletLimits() {
  const config = useAppSelector(selectSysConfig);
  const clientType = useAppSelector(selectClientType);
  return {
    minRecharge: moneyOrUndefined(config?.min_recharge),
    minWithdrawal: moneyOrUndefined(config?.min_withdrawal),
    maxRecharge: RECHARGE_MAX,
    /** withdrawal_fee_rate and withdrawal_fee_min; null when the server sends no rule to quote. */
    withdrawalFee: readFeeRule(config?.withdrawal_fee_rate, config?.withdrawal_fee_min),
    /** WeChat Pay works only inside WeChat's own browser. */
    wechatAvailable: clientType === CLIENT_TYPE.wechat,
  };
}
