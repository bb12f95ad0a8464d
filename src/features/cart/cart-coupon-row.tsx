import { Button } from '@/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { RadioRow } from '@/components/radio-row';
import { useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import type { CartPriceCalculation, Coupon, Id } from '@/api/types';
import { CouponTerms } from '@/components/coupon-terms';
import { couponValueText } from '@/components/coupon-value';
import { ButtonRow } from '@/components/list-rows';
import { formatDeduction, formatMoney, toAmount } from '@/lib/money';
import { sortCoupons, type CouponUsability } from './cart-coupons';
import styles from './cart-page.module.css';
import { commonMessages } from '@/components/common-messages';
import { RadioGroup } from '@/components/radio-group';

const messages = defineMessages<{
  readonly label: NoMessageValues;
  readonly choose: NoMessageValues;
  readonly none: NoMessageValues;
  readonly notApplied: NoMessageValues;
  readonly notStarted: NoMessageValues;
  readonly expired: NoMessageValues;
  readonly notOpened: NoMessageValues;
  readonly available: { readonly count: number | bigint };
  readonly belowThreshold: { readonly amount: MessageValue };
}>({
  label: { id: 'cart.coupon', defaultMessage: 'Coupon' },
  choose: { id: 'cart.coupon_choose', defaultMessage: 'Choose a coupon' },
  none: { id: 'cart.coupon_none', defaultMessage: 'Do not use a coupon' },
  notApplied: { id: 'cart.coupon_not_applied', defaultMessage: 'Does not apply to this selection' },
  notStarted: { id: 'cart.coupon_not_started', defaultMessage: 'Not valid yet' },
  expired: { id: 'cart.coupon_expired', defaultMessage: 'Expired' },
  notOpened: { id: 'cart.coupon_not_opened', defaultMessage: 'Open it in My coupons first' },
  available: {
    id: 'cart.coupon_available',
    defaultMessage: '{count, plural, =0 {None available} one {# available} other {# available}}',
  },
  belowThreshold: { id: 'cart.coupon_below_threshold', defaultMessage: 'Spend {amount} more to use it' },
});

function reason(intl: IntlShape, usability: CouponUsability, coupon: Coupon, goodsAmount: string): string {
  switch (usability) {
    case 'below_threshold':
      return intl.formatMessage(messages.belowThreshold, {
        amount: formatMoney(intl, toAmount(coupon.threshold) - toAmount(goodsAmount)),
      });
    case 'not_started':
      return intl.formatMessage(messages.notStarted);
    case 'not_opened':
      return intl.formatMessage(messages.notOpened);
    case 'not_covered':
      return intl.formatMessage(messages.notApplied);
    default:
      return intl.formatMessage(messages.expired);
  }
}

interface Props {
  coupons: Coupon[];
  now: number;
  couponId: Id | null;
  onChange: (id: Id | null) => void;
  prices: CartPriceCalculation | undefined;
}

/** The coupon row under the cart: the shopper's unused coupons, usable ones first, the others with why not. */
export function CartCouponRow({ coupons, now, couponId, onChange, prices }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const goodsAmount = prices?.goods_amount ?? '0.00';
  const rated = sortCoupons(coupons, goodsAmount, now, prices?.usable_coupon_ids);
  const usable = rated.filter((r) => r.usability === 'usable').length;
  const chosen = rated.find((r) => r.coupon.id === couponId)?.coupon;
  const applied = prices !== undefined && prices.coupon_id === couponId && couponId !== null;

  let extra: string;
  if (chosen && applied) extra = formatDeduction(intl, prices.coupon_discount);
  else if (chosen && prices) extra = intl.formatMessage(messages.notApplied);
  else extra = intl.formatMessage(messages.available, { count: usable });

  return (
    <>
      <List className={styles.card}>
        <ButtonRow extra={extra} description={chosen?.title} onClick={() => setOpen(true)} opensDialog>
          {intl.formatMessage(messages.label)}
        </ButtonRow>
      </List>
      <Popup showCloseButton visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <h2 className={styles.sheetTitle}>{intl.formatMessage(messages.choose)}</h2>
        <RadioGroup value={couponId ?? 0} onChange={(value) => onChange(value === 0 ? null : Number(value))}>
          <List>
            <RadioRow value={0}>{intl.formatMessage(messages.none)}</RadioRow>
            {rated.map(({ coupon, usability }) => (
              <RadioRow
                key={coupon.id}
                value={coupon.id}
                disabled={usability !== 'usable'}
                description={<CouponTerms coupon={coupon} reason={usability === 'usable' ? undefined : reason(intl, usability, coupon, goodsAmount)} />}
                extra={<span className={styles.couponValue}>{couponValueText(intl, coupon)}</span>}
              >
                {coupon.title}
              </RadioRow>
            ))}
          </List>
        </RadioGroup>
        <Button block color="primary" className={styles.sheetButton} onClick={() => setOpen(false)}>
          {intl.formatMessage(commonMessages.done)}
        </Button>
      </Popup>
    </>
  );
}
