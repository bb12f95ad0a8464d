import { defineMessages, useIntl } from 'react-intl';
import type { NotificationSubject } from '@/api/types';
import { ActionLink } from '@/components/action-link';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import styles from './messages.module.css';

const messages = defineMessages({
  order: { id: 'messages.open_order', defaultMessage: 'View the order' },
  afterSales: { id: 'messages.open_after_sales', defaultMessage: 'View the after-sales case' },
  withdrawal: { id: 'messages.open_withdrawal', defaultMessage: 'View the withdrawal' },
  coupon: { id: 'messages.open_coupons', defaultMessage: 'View my coupons' },
});

/** Where each kind of record a message tells of is seen, and what the way there says. */
const TARGETS = {
  order: { to: (id: number) => links.orderInfo(id), label: messages.order },
  after_sales: { to: (id: number) => links.refundDetail(id), label: messages.afterSales },
  withdrawal: { to: (id: number) => links.withdrawalRecordStu(id), label: messages.withdrawal },
  coupon: { to: () => ROUTES.coupon, label: messages.coupon },
} as const;

/**
 * The way from a message to what it tells of ("Your order has shipped" → the order, with its
 * tracking): a buyer reading it wants the record, not only the words about it.
 */
export function NoticeSubjectLink({ subject }: { subject: NotificationSubject }) {
  const intl = useIntl();
  const target = TARGETS[subject.kind];
  return (
    <div className={styles.subject}>
      <ActionLink to={target.to(subject.id)} quiet>
        {intl.formatMessage(target.label)}
      </ActionLink>
    </div>
  );
}
