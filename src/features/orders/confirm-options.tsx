import List from 'antd-mobile/es/components/list';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useAgentListQuery } from '@/api/order/endpoints';
import type { Coupon, Id, PriceCalculation } from '@/api/types';
import { CouponTerms } from '@/components/coupon-terms';
import { couponValueText } from '@/components/coupon-value';
import { LimitedTextArea } from '@/components/limited-text-area';
import { formatDeduction } from '@/lib/money';
import { ConfirmChoiceSheet } from './confirm-choice-sheet';
import styles from './confirm-order.module.css';

const messages = defineMessages<{
  readonly coupon: NoMessageValues;
  readonly couponTitle: NoMessageValues;
  readonly noCoupon: NoMessageValues;
  readonly noCouponAvailable: NoMessageValues;
  readonly agent: NoMessageValues;
  readonly agentTitle: NoMessageValues;
  readonly noAgent: NoMessageValues;
  readonly remark: NoMessageValues;
  readonly remarkPlaceholder: NoMessageValues;
  readonly couponsAvailable: { readonly count: number | bigint };
}>({
  coupon: { id: 'checkout.coupon', defaultMessage: 'Coupon' },
  couponTitle: { id: 'checkout.coupon_title', defaultMessage: 'Choose a coupon' },
  noCoupon: { id: 'checkout.coupon_none', defaultMessage: 'No coupon' },
  noCouponAvailable: { id: 'checkout.coupon_none_available', defaultMessage: 'None available' },
  agent: { id: 'checkout.agent', defaultMessage: 'Sales agent' },
  agentTitle: { id: 'checkout.agent_title', defaultMessage: 'Choose your sales agent' },
  noAgent: { id: 'checkout.agent_none', defaultMessage: 'No agent' },
  remark: { id: 'checkout.remark', defaultMessage: 'Note to the shop' },
  remarkPlaceholder: {
    id: 'checkout.remark_placeholder',
    defaultMessage: 'Packing wishes, delivery times… (optional)',
  },
  couponsAvailable: { id: 'checkout.coupons_available', defaultMessage: '{count, plural, one {# available} other {# available}}' },
});

interface Props {
  coupons: Coupon[];
  calculation: PriceCalculation;
  onCoupon: (id: Id | null) => void;
  agentId: Id | null;
  onAgent: (id: Id | null) => void;
  remark: string;
  onRemark: (remark: string) => void;
  disabled: boolean;
}

/** Coupon (only those the server says apply), sales agent, and the note to the shop. */
export function ConfirmOptions({ coupons, calculation, onCoupon, agentId, onAgent, remark, onRemark, disabled }: Props) {
  const intl = useIntl();
  const agents = useAgentListQuery();
  const applied = coupons.find((c) => c.id === calculation.coupon_id);
  let couponSummary: string;
  if (applied) couponSummary = formatDeduction(intl, calculation.coupon_discount);
  else if (coupons.length === 0) couponSummary = intl.formatMessage(messages.noCouponAvailable);
  else couponSummary = intl.formatMessage(messages.couponsAvailable, { count: coupons.length });
  const agentList = agents.data?.list ?? [];
  const agent = agentList.find((a) => a.id === agentId);

  return (
    <List className={styles.card}>
      <ConfirmChoiceSheet
        label={intl.formatMessage(messages.coupon)}
        summary={<span className={applied ? styles.discount : undefined}>{couponSummary}</span>}
        title={intl.formatMessage(messages.couponTitle)}
        noneLabel={intl.formatMessage(messages.noCoupon)}
        value={applied?.id ?? null}
        onChange={onCoupon}
        choices={coupons.map((c) => ({
          id: c.id,
          label: c.title,
          description: <CouponTerms coupon={c} />,
          extra: <span className={styles.discount}>{couponValueText(intl, c)}</span>,
        }))}
      />
      {agentList.length > 0 && (
        <ConfirmChoiceSheet
          label={intl.formatMessage(messages.agent)}
          summary={agent?.name ?? intl.formatMessage(messages.noAgent)}
          title={intl.formatMessage(messages.agentTitle)}
          noneLabel={intl.formatMessage(messages.noAgent)}
          value={agentId}
          onChange={onAgent}
          choices={agentList.map((a) => ({ id: a.id, label: a.name, description: a.region }))}
        />
      )}
      <List.Item title={<label htmlFor="checkout-remark">{intl.formatMessage(messages.remark)}</label>}>
        <LimitedTextArea
          id="checkout-remark"
          value={remark}
          onChange={onRemark}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={intl.formatMessage(messages.remarkPlaceholder)}
          disabled={disabled}
        />
      </List.Item>
    </List>
  );
}
