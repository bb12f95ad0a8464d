import Form from 'antd-mobile/es/components/form';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBalanceWithdrawalMutation } from '@/api/payment/endpoints';
import type { BankCard } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { STAY_LOCKED, useSingleFlight } from '@/components/use-single-flight';
import { links } from '@/lib/links';
import { formatMoney, toMoneyString } from '@/lib/money';
import { toCents } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { normaliseAccountNo, useLastPayee } from './use-last-payee';
import { useWalletBalance } from './use-wallet-balance';
import { useWalletLimits } from './wallet-limits';
import { lastFour } from './wallet-labels';
import { quoteWithdrawal } from './withdrawal-fee';
import { walletMessages as m } from './wallet-messages';

export interface WithdrawalValues {
  amount: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  swift: string;
}

/** What a reload or an expired session gives back (use-form-draft.ts): the amount and the payee. */
const DRAFT_FIELDS = ['amount', 'bank_name', 'account_name', 'account_no', 'branch', 'swift'] as const;

const AMOUNT_PARAM = /^\d{1,9}(\.\d{0,2})?$/;

/**
 * Withdraw to the shopper's own bank account, typed here (prefilled from the last withdrawal).
 * The shop's accounts (platformBankCard) are where money is paid IN; they are never offered as a
 * destination, and a typed number equal to one of them is refused.
 */
export function useWithdrawal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<WithdrawalValues>();
  const balance = useWalletBalance();
  const limits = useWalletLimits();
  const payee = useLastPayee(form);
  const [withdraw] = useBalanceWithdrawalMutation();

  // An amount typed while the balance was loading is checked against it as soon as it arrives.
  useEffect(() => {
    if (balance.balance === undefined || !form.getFieldValue('amount')) return;
    void form.validateFields(['amount']).catch(() => undefined);
  }, [balance.balance, form]);

  const draft = useFormDraft<WithdrawalValues>('withdrawal', DRAFT_FIELDS);
  const amountParam = params.get('amount') ?? '';
  const initialValues: WithdrawalValues = draft.initial({
    amount: AMOUNT_PARAM.test(amountParam) ? amountParam : '',
    bank_name: '',
    account_name: '',
    account_no: '',
    branch: '',
    swift: '',
  });

  /** The fee comes off the amount: say so, in money, before anything is sent. */
  const confirm = (amount: string, bank: BankCard) => {
    const quote = quoteWithdrawal(amount, limits.withdrawalFee);
    const to = { amount: formatMoney(intl, amount), bank: bank.bank_name, last4: lastFour(bank.account_no) };
    return confirmDialog({
      title: intl.formatMessage(m.confirmTitle),
      content: quote
        ? intl.formatMessage(m.confirmBody, { ...to, fee: formatMoney(intl, quote.fee), receive: formatMoney(intl, quote.receive) })
        : intl.formatMessage(m.confirmBodyNoFee, to),
      confirmText: intl.formatMessage(m.withdraw),
      cancelText: intl.formatMessage(commonMessages.cancel),
    });
  };

  // The lock is held through the question too: a second tap must not open a second one.
  const [submit, pending] = useSingleFlight(async (values: WithdrawalValues) => {
    const bank: BankCard = {
      bank_name: values.bank_name.trim(),
      account_name: values.account_name.trim(),
      account_no: normaliseAccountNo(values.account_no),
      branch: values.branch.trim(),
      swift: values.swift.trim().toUpperCase(),
    };
    const amount = toMoneyString((toCents(values.amount.trim()) ?? 0) / 100);
    if (!(await confirm(amount, bank))) return;
    const result = await withdraw({ amount, bank });
    if ('error' in result) return;
    dispatch(toastRequested({ text: { message: m.withdrawRequested }, icon: 'success' }));
    void navigate(links.withdrawalRecordStu(result.data.id), { replace: true });
    return STAY_LOCKED;
  });

  return {
    form,
    initialValues,
    onValuesChange: draft.keep,
    balance,
    limits,
    lastAccountTail: payee.lastAccountTail,
    isShopAccount: payee.isShopAccount,
    pending,
    submit: (values: WithdrawalValues) => void submit(values),
  };
}
