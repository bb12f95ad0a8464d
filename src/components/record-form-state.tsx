import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { To } from 'react-router-dom';
import { PageSkeleton, PageState } from './page-state';
import { RecordUnavailable } from './record-unavailable';

/** What a page editing one saved record (an address, an invoicing profile) knows about it. */
export interface RecordLoad {
  isLoading: boolean;
  isError: boolean;
  /** Editing an id the server no longer has (deleted on another device, a stale link). */
  notFound: boolean;
  retry: () => void;
  /** The list the record belongs to: the way on when it cannot be shown. */
  listRoute: To;
}

interface Props {
  load: RecordLoad;
  failedTitle: MessageDescriptor;
  missingTitle: MessageDescriptor;
  /** The way back to the list, named after it ('Back to my addresses'). */
  backLabel: ReactNode;
  /** The form, shown once the record (or the blank for a new one) is ready. */
  children: ReactNode;
}

/**
 * The states around a record's edit form: a placeholder while it loads, a retry when loading
 * failed (with a quiet way back to the list beside it), a way back to the list when the record is
 * gone (in its place in history: the link led nowhere), and the form itself otherwise.
 */
export function RecordFormState({ load, failedTitle, missingTitle, backLabel, children }: Props) {
  return (
    <PageState loading={load.isLoading} skeleton={<PageSkeleton rows={6} />}>
      {load.isError || load.notFound ? (
        <RecordUnavailable
          loadFailed={load.isError}
          failedTitle={failedTitle}
          notFoundTitle={missingTitle}
          onRetry={load.retry}
          list={load.listRoute}
          listLabel={backLabel}
        />
      ) : (
        children
      )}
    </PageState>
  );
}
