import { configuredMoney, useRechargeLimits } from '@/components/recharge-limits';
import { CLIENT_TYPE } from '@/lib/constants';
import { useAppSelector } from '@/state/hooks';
import { selectClientType, selectSysConfig } from '@/state/sys-config-slice';
import { readFeeRule } from './withdrawal-fee';

/** Quick amounts offered on the top-up page. */
export const QUICK_AMOUNTS = ['100', '200', '500', '1000', '2000', '5000'] as const;

/** Minimums the site configuration may carry (min_recharge, min_withdrawal); absent, only > 0 applies. */
export function useWalletLimits() {
  const config = useAppSelector(selectSysConfig);
  const clientType = useAppSelector(selectClientType);
  const recharge = useRechargeLimits();
  return {
    minRecharge: recharge.min,
    minWithdrawal: configuredMoney(config?.min_withdrawal),
    maxRecharge: recharge.max,
    /** withdrawal_fee_rate and withdrawal_fee_min; null when the server sends no rule to quote. */
    withdrawalFee: readFeeRule(config?.withdrawal_fee_rate, config?.withdrawal_fee_min),
    /** WeChat Pay works only inside WeChat's own browser. */
    wechatAvailable: clientType === CLIENT_TYPE.wechat,
  };
}
