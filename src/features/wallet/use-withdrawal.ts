import Form from 'antd-mobile/es/components/form';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBalanceWithdrawalMutation } from '@/api/payment';
import type { BankCard } from '@/api/types';
import { links } from '@/lib/links';
import { toMoneyString } from '@/lib/money';
import { toCents } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { normaliseAccountNo, useLastPayee } from './use-last-payee';
import { useWalletBalance } from './use-wallet-balance';
import { useWalletLimits } from './wallet-limits';
import { walletMessages as m } from './wallet-messages';

export interface WithdrawalValues {
  amount: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  swift: string;
}

const AMOUNT_PARAM = /^\d{1,9}(\.\d{0,2})?$/;

/**
 * Withdraw to the shopper's own bank account, typed here (prefilled from the last withdrawal).
 * The shop's accounts (platformBankCard) are where money is paid IN; they are never offered as a
 * destination, and a typed number equal to one of them is refused.
 */
export function useWithdrawal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<WithdrawalValues>();
  const balance = useWalletBalance();
  const limits = useWalletLimits();
  const payee = useLastPayee(form);
  const [withdraw] = useBalanceWithdrawalMutation();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const amountParam = params.get('amount') ?? '';
  const initialValues: WithdrawalValues = {
    amount: AMOUNT_PARAM.test(amountParam) ? amountParam : '',
    bank_name: '',
    account_name: '',
    account_no: '',
    branch: '',
    swift: '',
  };

  const submit = async (values: WithdrawalValues) => {
    if (inFlight.current) return;
    const bank: BankCard = {
      bank_name: values.bank_name.trim(),
      account_name: values.account_name.trim(),
      account_no: normaliseAccountNo(values.account_no),
      branch: values.branch.trim(),
      swift: values.swift.trim().toUpperCase(),
    };
    inFlight.current = true;
    setPending(true);
    const amount = toMoneyString((toCents(values.amount.trim()) ?? 0) / 100);
    const result = await withdraw({ amount, bank });
    if ('error' in result) {
      inFlight.current = false;
      setPending(false);
      return;
    }
    // Success keeps the lock: the page is leaving, and a late tap must not withdraw twice.
    dispatch(toastRequested({ text: { message: m.withdrawRequested }, icon: 'success' }));
    void navigate(links.withdrawalRecordStu(result.data.id), { replace: true });
  };

  return {
    form,
    initialValues,
    balance,
    limits,
    lastAccountTail: payee.lastAccountTail,
    isShopAccount: payee.isShopAccount,
    pending,
    submit: (values: WithdrawalValues) => void submit(values),
  };
}
