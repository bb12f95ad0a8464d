import { useAppSelector } from '@/state/hooks';
import { selectSysConfig } from '@/state/sys-config-slice';

/**
 * The most one top-up may be. The spec names no business limits; this guards against a typo of
 * a few extra zeros and matches what the demo shop accepts.
 */
export const RECHARGE_MAX = '100000.00';

const MONEY = /^\d+(\.\d{1,2})?$/;
/** A money value from the site configuration ('50.00'), or undefined when it sends none or junk. */
export const configuredMoney = (value: unknown): string | undefined => (typeof value === 'string' && MONEY.test(value) ? value : undefined);

/**
 * What one top-up may be, wherever the shopper tops up (the wallet's page, the pay page's sheet):
 * at least min_recharge when the site configuration has one, at most RECHARGE_MAX.
 */
export function useRechargeLimits(): { min: string | undefined; max: string } {
  const config = useAppSelector(selectSysConfig);
  return { min: configuredMoney(config?.min_recharge), max: RECHARGE_MAX };
}
