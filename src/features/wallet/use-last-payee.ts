import type { FormInstance } from 'antd-mobile/es/components/form';
import { useEffect, useRef } from 'react';
import { usePlatformBankCardQuery } from '@/api/common/endpoints';
import { useBalanceWithdrawalListQuery } from '@/api/payment/endpoints';
import type { BankCard } from '@/api/types';
import { PAGE_SIZE } from '@/components/use-infinite-list';
import { lastFour } from './wallet-labels';

/** Letters and digits only, upper case: 'fr76 3000-…' and 'FR763000…' are the same account. */
export const normaliseAccountNo = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

const PREFILLED = ['bank_name', 'account_name', 'branch', 'swift'] as const;

/**
 * The payee of the shopper's latest withdrawal fills the empty fields once, so a repeat
 * withdrawal is a matter of retyping the account number: the server masks it in the record
 * (last four only), so we show those four as a hint and keep no account number on the device.
 * Also the shop's own receiving accounts, so a withdrawal can never be addressed to them.
 */
export function useLastPayee(form: FormInstance) {
  const history = useBalanceWithdrawalListQuery({ page: 1, limit: PAGE_SIZE });
  const shop = usePlatformBankCardQuery();
  const last: BankCard | undefined = history.data?.list[0]?.bank;
  const filled = useRef(false);

  useEffect(() => {
    if (!last || filled.current) return;
    filled.current = true;
    const values: Partial<Record<(typeof PREFILLED)[number], string>> = {};
    for (const key of PREFILLED) {
      const current = form.getFieldValue(key) as string | undefined;
      if (!current && last[key]) values[key] = last[key];
    }
    form.setFieldsValue(values);
  }, [form, last]);

  const shopAccounts = new Set((shop.data?.list ?? []).map((card) => normaliseAccountNo(card.account_no)));
  return {
    lastAccountTail: last ? lastFour(last.account_no) : undefined,
    isShopAccount: (accountNo: string) => shopAccounts.has(normaliseAccountNo(accountNo)),
  };
}
