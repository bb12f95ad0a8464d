import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from './common-messages';
import styles from './record-form-state.module.css';

/** What a page editing one saved record (an address, an invoicing profile) knows about it. */
export interface RecordLoad {
  isLoading: boolean;
  isError: boolean;
  /** Editing an id the server no longer has (deleted on another device, a stale link). */
  notFound: boolean;
  retry: () => void;
  backToList: () => void;
}

interface Props {
  load: RecordLoad;
  failedTitle: string;
  missingTitle: string;
  /** The way back to the list, named after it ('Back to my addresses'). */
  backLabel: ReactNode;
  /** The form, shown once the record (or the blank for a new one) is ready. */
  children: ReactNode;
}

/**
 * The states around a record's edit form: a placeholder while it loads, a retry when loading
 * failed, a way back to the list when the record is gone, and the form itself otherwise.
 */
export function RecordFormState({ load, failedTitle, missingTitle, backLabel, children }: Props) {
  if (load.isLoading) {
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (load.isError) {
    return (
      <ErrorBlock status="disconnected" title={failedTitle} description="">
        <Button color="primary" onClick={load.retry}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </ErrorBlock>
    );
  }
  if (load.notFound) {
    return (
      <ErrorBlock status="empty" title={missingTitle} description="">
        <Button color="primary" onClick={load.backToList}>
          {backLabel}
        </Button>
      </ErrorBlock>
    );
  }
  return children;
}
