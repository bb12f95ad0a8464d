import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { To } from 'react-router-dom';
import { ActionLink } from './action-link';
import { commonMessages } from './common-messages';
import { EmptyState, LoadFailed } from './page-state';

interface OrderRecordUnavailableProps {
  /** The record's call failed (a retry may bring it); otherwise it is not there (a bare or bad link). */
  loadFailed: boolean;
  failedTitle: MessageDescriptor;
  notFoundTitle: MessageDescriptor;
  onRetry: () => void;
  /** The orders tab to go back to (all orders, or after-sales). */
  list: To;
}

/**
 * An order, a review or an after-sales request that cannot be shown. One that failed to load
 * offers "Try again" with a quiet "Back to my orders" beside it; one that is not there has
 * nothing to retry, so "Back to my orders" is the page's main action.
 */
export function OrderRecordUnavailable({ loadFailed, failedTitle, notFoundTitle, onRetry, list }: OrderRecordUnavailableProps) {
  const back = (
    <ActionLink to={list} quiet={loadFailed}>
      <FormattedMessage {...commonMessages.backToOrders} />
    </ActionLink>
  );
  return loadFailed ? (
    <LoadFailed title={failedTitle} onRetry={onRetry}>
      {back}
    </LoadFailed>
  ) : (
    <EmptyState title={notFoundTitle}>{back}</EmptyState>
  );
}
