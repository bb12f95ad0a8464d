import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { To } from 'react-router-dom';
import { ActionLink } from './action-link';
import { commonMessages } from './common-messages';
import { EmptyState, LoadFailed } from './page-state';

interface RecordUnavailableProps {
  /** The record's call failed (a retry may bring it); otherwise it is not there (a bare or bad link). */
  loadFailed: boolean;
  failedTitle: MessageDescriptor;
  notFoundTitle: MessageDescriptor;
  onRetry: () => void;
  /** The list the record belongs to, and the link's words ('Back to my addresses'). */
  list: To;
  listLabel: ReactNode;
}

/**
 * A record (an order, a request, a withdrawal, an address) that cannot be shown. One that failed
 * to load offers "Try again" with a quiet way back to its list beside it; one that is not there
 * has nothing to retry, so the way back is the page's main action, and it takes the dead
 * address's place in history (Back does not lead to it again).
 */
export function RecordUnavailable({ loadFailed, failedTitle, notFoundTitle, onRetry, list, listLabel }: RecordUnavailableProps) {
  const back = (
    <ActionLink to={list} quiet={loadFailed} replace={!loadFailed}>
      {listLabel}
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

/** An order, a review or an after-sales request that cannot be shown: back to the orders. */
export function OrderRecordUnavailable(props: Omit<RecordUnavailableProps, 'listLabel'>) {
  return <RecordUnavailable {...props} listLabel={<FormattedMessage {...commonMessages.backToOrders} />} />;
}
