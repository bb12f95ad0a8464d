import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '@/api/types';
import { invoiceStatusLabels, payMethodLabels, voucherStatusLabels } from '@/api/status-labels';
import { orderInfoMessages as m } from './order-info-messages';
import { CopyButton } from '@/components/copy-button';
import styles from './order-info-page.module.css';

const dateTime = (seconds: number) => <FormattedDate value={seconds * 1000} dateStyle="medium" timeStyle="short" />;

/** Number, dates, how it is paid (and the transfer receipt's review), note, agent, invoice. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  return (
    <dl className={styles.rows}>
      <dt>
        <FormattedMessage {...m.orderNumber} />
      </dt>
      <dd className={styles.copyCell}>
        <span className={styles.mono}>{order.order_sn}</span>
        <CopyButton value={order.order_sn} what={intl.formatMessage(m.orderNumber)} />
      </dd>
      <dt>
        <FormattedMessage {...m.createdAt} />
      </dt>
      <dd>{dateTime(order.create_time)}</dd>
      <dt>
        <FormattedMessage {...m.payMethod} />
      </dt>
      <dd>{order.pay_method ? <FormattedMessage {...payMethodLabels[order.pay_method]} /> : <FormattedMessage {...m.notChosen} />}</dd>
      {order.pay_time !== null && (
        <>
          <dt>
            <FormattedMessage {...m.paidAt} />
          </dt>
          <dd>{dateTime(order.pay_time)}</dd>
        </>
      )}
      {order.pay_method === 'bank_transfer' && (
        <>
          <dt>
            <FormattedMessage {...m.voucher} />
          </dt>
          <dd data-voucher={order.voucher_status}>
            {order.voucher_status === 'rejected' ? (
              <FormattedMessage {...m.voucherRejected} values={{ note: order.voucher_note }} />
            ) : (
              <FormattedMessage {...voucherStatusLabels[order.voucher_status]} />
            )}
          </dd>
        </>
      )}
      {order.remark && (
        <>
          <dt>
            <FormattedMessage {...m.remark} />
          </dt>
          <dd className={styles.wrap}>{order.remark}</dd>
        </>
      )}
      {order.agent && (
        <>
          <dt>
            <FormattedMessage {...m.agent} />
          </dt>
          <dd>{order.agent.name}</dd>
        </>
      )}
      <dt>
        <FormattedMessage {...m.invoice} />
      </dt>
      <dd>
        <FormattedMessage {...invoiceStatusLabels[order.invoice_status]} />
      </dd>
    </dl>
  );
}
