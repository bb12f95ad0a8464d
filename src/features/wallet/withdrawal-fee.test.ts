// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteConfiguration } from '@mocks/data/site';
import { withdrawalFee } from '@mocks/rules/wallet';
import { quoteWithdrawal, readFeeRule } from './withdrawal-fee';

describe('the withdrawal fee quote', () => {
  const config = siteConfiguration('en');
  const rule = readFeeRule(config.withdrawal_fee_rate, config.withdrawal_fee_min);

  it('quotes what the demo backend charges, cent for cent', () => {
    for (const cents of [5000, 5001, 6000, 19_950, 20_000, 20_049, 20_050, 32_050, 123_456]) {
      const quote = quoteWithdrawal((cents / 100).toFixed(2), rule);
      expect(quote?.fee).toBe((withdrawalFee(cents) / 100).toFixed(2));
      expect(quote?.receive).toBe(((cents - withdrawalFee(cents)) / 100).toFixed(2));
    }
  });

  it('quotes nothing for an amount that is not one, or without a rule', () => {
    expect(quoteWithdrawal('12.345', rule)).toBeNull();
    expect(quoteWithdrawal('', rule)).toBeNull();
    expect(quoteWithdrawal('60', null)).toBeNull();
    expect(readFeeRule('1.5', '2.00')).toBeNull();
    expect(readFeeRule(undefined, '2.00')).toBeNull();
  });

  it('quotes nothing for an amount outside the form\'s limits, and the limits themselves', () => {
    const limits = { min: '50.00', max: '320.50' };
    expect(quoteWithdrawal('320.51', rule, limits)).toBeNull();
    expect(quoteWithdrawal('49.99', rule, limits)).toBeNull();
    expect(quoteWithdrawal('320.50', rule, limits)).toEqual({ fee: '3.21', receive: '317.29' });
    expect(quoteWithdrawal('50', rule, limits)).toEqual({ fee: '2.00', receive: '48.00' });
  });
});
