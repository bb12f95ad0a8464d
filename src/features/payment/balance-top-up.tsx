import { Button } from '@/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { RadioRow } from '@/components/radio-row';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useBalanceOrderMutation, useBalanceOrderPayMutation, useSetbalanceOrderPayMethodMutation } from '@/api/payment/endpoints';
import type { PayMethod } from '@/api/types';
import { useRechargeLimits } from '@/components/recharge-limits';
import { editableNumber, formatMoney, toAmount, toMoneyString } from '@/lib/money';
import { issueText, validateAmount } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import styles from './payment.module.css';
import { payMethodLabels } from '@/api/status-labels';
import { RadioGroup } from '@/components/radio-group';

type RechargeMethod = Exclude<PayMethod, 'balance'>;

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly amount: NoMessageValues;
  readonly method: NoMessageValues;
  readonly done: NoMessageValues;
  readonly pending: NoMessageValues;
  readonly submit: { readonly amount: MessageValue };
}>({
  title: { id: 'payment.top_up_title', defaultMessage: 'Top up your balance' },
  amount: { id: 'payment.top_up_amount', defaultMessage: 'Amount' },
  method: { id: 'payment.top_up_method', defaultMessage: 'Pay the top-up with' },
  done: { id: 'payment.top_up_done', defaultMessage: 'Your balance has been topped up' },
  pending: {
    id: 'payment.top_up_pending',
    defaultMessage: 'Transfer the amount to our bank account; your balance is credited once it arrives.',
  },
  submit: { id: 'payment.top_up_submit', defaultMessage: 'Top up {amount}' },
});

/** Create a recharge, set how it is paid (setbalanceOrderPayMethod), pay it (balanceOrderPay). */
function useTopUp() {
  const dispatch = useAppDispatch();
  const [create, createState] = useBalanceOrderMutation();
  const [setMethod, methodState] = useSetbalanceOrderPayMethodMutation();
  const [payRecharge, payState] = useBalanceOrderPayMutation();
  const run = async (amount: number, method: RechargeMethod): Promise<boolean> => {
    try {
      const recharge = await create({ amount: toMoneyString(amount) }).unwrap();
      await setMethod({ id: recharge.id, pay_method: method }).unwrap();
      const result = await payRecharge({ id: recharge.id }).unwrap();
      const message = result.status === 'paid' ? messages.done : messages.pending;
      dispatch(toastRequested({ text: { message }, icon: result.status === 'paid' ? 'success' : undefined }));
      return true;
    } catch {
      return false;
    }
  };
  return { run, busy: createState.isLoading || methodState.isLoading || payState.isLoading };
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The shortfall to suggest. */
  suggested: number;
  methods: RechargeMethod[];
}

/** The sheet that tops the balance up by the shortfall, so the order can then be paid from it. */
export function BalanceTopUp({ open, onClose, suggested, methods }: Props) {
  const intl = useIntl();
  const { run, busy } = useTopUp();
  const limits = useRechargeLimits();
  // The shortfall, raised to the minimum top-up, in the shopper's own decimal mark ('12,50').
  const [amount, setAmount] = useState(() => {
    const shortfall = Math.ceil(suggested * 100) / 100;
    return editableNumber(intl.locale, toMoneyString(Math.max(shortfall, toAmount(limits.min))));
  });
  const [method, setMethod] = useState<RechargeMethod>(methods[0] ?? 'credit_card');
  // Said as the wallet's own top-up says it: below the minimum, above the most, not an amount.
  const problem = validateAmount(amount, limits);
  const value = problem ? 0 : toAmount(amount);

  return (
    <Popup showCloseButton visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.sheetTitle}>{intl.formatMessage(messages.title)}</h2>
      <List>
        <List.Item
          title={<label htmlFor="top-up-amount">{intl.formatMessage(messages.amount)}</label>}
          description={problem && <span id="top-up-amount-problem" className={styles.amountProblem}>{issueText(intl, problem)}</span>}
        >
          <Input
            id="top-up-amount"
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            maxLength={16}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'top-up-amount-problem' : undefined}
          />
        </List.Item>
      </List>
      <h3 className={styles.sheetSubtitle}>{intl.formatMessage(messages.method)}</h3>
      <RadioGroup value={method} onChange={(v) => setMethod(methods.find((m) => m === v) ?? method)}>
        <List>
          {methods.map((m) => (
            <RadioRow key={m} value={m}>
              {intl.formatMessage(payMethodLabels[m])}
            </RadioRow>
          ))}
        </List>
      </RadioGroup>
      <div className={styles.sheetActions}>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={busy}
          disabled={busy || problem !== null}
          onClick={() => void run(value, method).then((ok) => ok && onClose())}
        >
          {intl.formatMessage(messages.submit, { amount: formatMoney(intl, value) })}
        </Button>
      </div>
    </Popup>
  );
}
