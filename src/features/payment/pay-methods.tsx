import { Button } from '@/components/button';
import List from 'antd-mobile/es/components/list';
import { RadioRow } from '@/components/radio-row';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import ChatCheckOutline from 'antd-mobile-icons/es/ChatCheckOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import SendOutline from 'antd-mobile-icons/es/SendOutline';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PayMethod } from '@/api/types';
import { formatMoney } from '@/lib/money';
import { BalanceTopUp } from './balance-top-up';
import { payPageMessages, payPageValues } from './pay-page-messages';
import styles from './payment.module.css';
import { payMethodLabels } from '@/api/status-labels';
import { RadioGroup } from '@/components/radio-group';

const HINTS: Record<PayMethod, MessageDescriptor> = {
  balance: payPageMessages.balanceHint,
  bank_transfer: payPageMessages.transferHint,
  credit_card: payPageMessages.cardHint,
  wechat: payPageMessages.wechatHint,
};

const ICONS: Record<PayMethod, typeof BankcardOutline> = {
  balance: CollectMoneyOutline,
  bank_transfer: SendOutline,
  credit_card: BankcardOutline,
  wechat: ChatCheckOutline,
};

interface Props {
  methods: PayMethod[];
  method: PayMethod;
  onChoose: (method: PayMethod) => void;
  due: number;
  balance: number;
  balanceKnown: boolean;
  disabled: boolean;
}

/** The pay methods; the balance shows what is available and, when short, a top-up of the difference. */
export function PayMethods({ methods, method, onChoose, due, balance, balanceKnown, disabled }: Props) {
  const intl = useIntl();
  const [topUpOpen, setTopUpOpen] = useState(false);
  const short = Math.max(0, Math.round((due - balance) * 100) / 100);
  const rechargeMethods = methods.filter((m): m is Exclude<PayMethod, 'balance'> => m !== 'balance');

  return (
    <section className={styles.card} aria-labelledby="pay-methods">
      <h2 id="pay-methods" className={styles.cardTitle}>
        {intl.formatMessage(payPageMessages.methods)}
      </h2>
      <RadioGroup value={method} onChange={(v) => onChoose(methods.find((m) => m === v) ?? method)} disabled={disabled}>
        <List className={styles.methodList}>
          {methods.map((m) => {
            const Icon = ICONS[m];
            const isBalance = m === 'balance';
            return (
              <RadioRow
                key={m}
                value={m}
                prefix={<Icon aria-hidden className={styles.methodIcon} />}
                description={
                  isBalance && balanceKnown ? (
                    <span className={styles.balanceLine}>
                      <span>{intl.formatMessage(payPageValues.available, { amount: formatMoney(intl, balance) })}</span>
                      {short > 0 && (
                        <span className={styles.short}>{intl.formatMessage(payPageValues.short, { amount: formatMoney(intl, short) })}</span>
                      )}
                    </span>
                  ) : (
                    intl.formatMessage(HINTS[m])
                  )
                }
                extra={
                  isBalance && balanceKnown && short > 0 ? (
                    <Button size="mini" color="primary" fill="outline" onClick={() => setTopUpOpen(true)} disabled={disabled}>
                      {intl.formatMessage(payPageMessages.topUp)}
                    </Button>
                  ) : undefined
                }
              >
                {intl.formatMessage(payMethodLabels[m])}
              </RadioRow>
            );
          })}
        </List>
      </RadioGroup>
      {topUpOpen && <BalanceTopUp open onClose={() => setTopUpOpen(false)} suggested={short} methods={rechargeMethods} />}
    </section>
  );
}
