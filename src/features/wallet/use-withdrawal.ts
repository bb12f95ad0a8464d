import Form from 'antd-mobile/es/components/form';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePlatformBankCardQuery } from '@/api/common';
import { useBalanceWithdrawalMutation } from '@/api/payment';
import type { BankCard } from '@/api/types';
import { links } from '@/lib/links';
import { toMoneyString } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { toCents } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { useWalletBalance } from './use-wallet-balance';
import { useWalletLimits } from './wallet-limits';
import { walletMessages as m } from './wallet-messages';

export type Destination = 'card' | 'own';

export interface WithdrawalValues {
  amount: string;
  destination: Destination;
  /** The card picked on the bank card page (?bankCardId=), as a string. */
  card_id: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  swift: string;
}

const AMOUNT_PARAM = /^\d{1,9}(\.\d{0,2})?$/;

/**
 * Withdraw to a card chosen on the bank card page, or to one typed here. The trip to the bank
 * card page carries the amount in our own return path, so nothing typed is lost on the way.
 */
export function useWithdrawal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<WithdrawalValues>();
  const balance = useWalletBalance();
  const limits = useWalletLimits();
  const cards = usePlatformBankCardQuery();
  const [withdraw] = useBalanceWithdrawalMutation();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const cardParam = params.get('bankCardId') ?? '';
  const amountParam = params.get('amount') ?? '';
  const initialValues: WithdrawalValues = {
    amount: AMOUNT_PARAM.test(amountParam) ? amountParam : '',
    destination: cardParam || params.get('mode') === 'card' ? 'card' : 'own',
    card_id: /^\d+$/.test(cardParam) ? cardParam : '',
    bank_name: '',
    account_name: '',
    account_no: '',
    branch: '',
    swift: '',
  };

  const findCard = (id: string) => cards.data?.list.find((c) => String(c.id) === id);

  const chooseCard = () => {
    const amount = (form.getFieldValue('amount') as string | undefined) ?? '';
    const back = new URLSearchParams({ mode: 'card' });
    if (AMOUNT_PARAM.test(amount.trim())) back.set('amount', amount.trim());
    void navigate(links.bankCar(true, `${ROUTES.withdrawal}?${back.toString()}`));
  };

  const submit = async (values: WithdrawalValues) => {
    if (inFlight.current) return;
    let bank: BankCard;
    if (values.destination === 'card') {
      const card = findCard(values.card_id);
      if (!card) return;
      bank = {
        bank_name: card.bank_name,
        account_name: card.account_name,
        account_no: card.account_no,
        branch: card.branch,
        swift: card.swift,
      };
    } else {
      bank = {
        bank_name: values.bank_name.trim(),
        account_name: values.account_name.trim(),
        account_no: values.account_no.replace(/\s+/g, ''),
        branch: values.branch.trim(),
        swift: values.swift.trim().toUpperCase(),
      };
    }
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
    cardsLoading: cards.isLoading,
    findCard,
    chooseCard,
    pending,
    submit: (values: WithdrawalValues) => void submit(values),
  };
}
