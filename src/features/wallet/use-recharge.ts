import Form from 'antd-mobile/es/components/form';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useBalanceOrderMutation,
  useBalanceOrderPayMutation,
  useSetbalanceOrderPayMethodMutation,
} from '@/api/payment/endpoints';
import type { BalanceOrderResult, PayMethod, PlatformBankCard } from '@/api/types';
import { useSingleFlight } from '@/components/use-single-flight';
import { toMoneyString } from '@/lib/money';
import { toCents } from '@/lib/validation';
import { paymentExit } from './payment-exit';
import { useWalletLimits } from './wallet-limits';

export type RechargeMethod = Exclude<PayMethod, 'balance'>;

export interface RechargeValues {
  amount: string;
  pay_method: RechargeMethod;
}

export type RechargeOutcome =
  | { kind: 'paid'; amount: string }
  | { kind: 'transfer'; amount: string; sn: string; cards: PlatformBankCard[] }
  | { kind: 'redirecting'; amount: string }
  | { kind: 'blocked'; amount: string };

/**
 * A top-up is three calls: create the balance order, set how it is paid, pay it. If a later call
 * fails, the created order is kept for the same amount, so trying again does not open a second one.
 */
export function useRecharge() {
  const navigate = useNavigate();
  const limits = useWalletLimits();
  const [form] = Form.useForm<RechargeValues>();
  const [createOrder] = useBalanceOrderMutation();
  const [setMethod] = useSetbalanceOrderPayMethodMutation();
  const [pay] = useBalanceOrderPayMutation();
  const [outcome, setOutcome] = useState<RechargeOutcome | null>(null);
  const created = useRef<BalanceOrderResult | null>(null);

  const methods: RechargeMethod[] = limits.wechatAvailable
    ? ['bank_transfer', 'credit_card', 'wechat']
    : ['bank_transfer', 'credit_card'];

  const [submit, pending] = useSingleFlight(async (values: RechargeValues) => {
    const amount = toMoneyString((toCents(values.amount.trim()) ?? 0) / 100);
    let order = created.current?.amount === amount ? created.current : null;
    if (!order) {
      const result = await createOrder({ amount });
      if ('error' in result) return;
      order = result.data;
      created.current = order;
    }
    const method = await setMethod({ id: order.id, pay_method: values.pay_method });
    if ('error' in method) return;
    const paid = await pay({ id: order.id });
    if ('error' in paid) return;
    created.current = null;
    if (paid.data.status === 'paid') {
      setOutcome({ kind: 'paid', amount });
    } else if (paid.data.status === 'awaiting_voucher') {
      setOutcome({ kind: 'transfer', amount, sn: order.order_sn, cards: method.data.bank_cards });
    } else {
      const exit = paymentExit(paid.data.redirect_url);
      if (!exit) {
        setOutcome({ kind: 'blocked', amount });
      } else {
        setOutcome({ kind: 'redirecting', amount });
        if (exit.kind === 'internal') void navigate(exit.path);
        else window.location.assign(exit.url);
      }
    }
  });

  return {
    form,
    limits,
    methods,
    pending,
    outcome,
    submit: (values: RechargeValues) => void submit(values),
  };
}
