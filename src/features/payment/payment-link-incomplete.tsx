import { useIntl } from 'react-intl';
import { ActionLink } from '@/components/action-link';
import { EmptyState } from '@/components/page-state';
import { links } from '@/lib/links';
import { paymentMessages } from './payment-messages';

/**
 * The pay and payment-status pages opened without an order id (a link cut short, a bare
 * bookmark): the order is in the shopper's list, so that is the way on.
 */
export function PaymentLinkIncomplete() {
  const intl = useIntl();
  return (
    <EmptyState title={paymentMessages.badLink}>
      <ActionLink to={links.orderList()}>{intl.formatMessage(paymentMessages.toOrders)}</ActionLink>
    </EmptyState>
  );
}
