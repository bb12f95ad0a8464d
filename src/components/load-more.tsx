import DotLoading from 'antd-mobile/es/components/dot-loading';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { LoadMoreStatus } from '@/lib/constants';
import { commonMessages } from './common-messages';
import styles from './load-more.module.css';

const messages = defineMessages({
  failed: { id: 'components.load_more_failed', defaultMessage: 'Could not load more. Tap to try again' },
});

interface LoadMoreProps {
  status: LoadMoreStatus;
  onLoadMore: () => void;
  /** The last page failed: the button offers a retry. */
  failed?: boolean;
  /** Hide the 'No more' line (a short list that fits on one screen). */
  hideNoMore?: boolean;
}

/** The foot of a growing list: a button to load more, a loading line, or the end of the list. */
export function LoadMore({ status, onLoadMore, failed = false, hideNoMore = false }: LoadMoreProps) {
  if (status === 'loading') {
    return (
      <div className={styles.foot} role="status">
        <DotLoading color="primary" />
        <FormattedMessage {...commonMessages.loading} />
      </div>
    );
  }
  if (status === 'nomore') {
    if (hideNoMore) return null;
    return (
      <div className={`${styles.foot} ${styles.end}`}>
        <FormattedMessage {...commonMessages.noMore} />
      </div>
    );
  }
  return (
    <div className={styles.foot}>
      <button type="button" className={styles.button} onClick={onLoadMore}>
        <FormattedMessage {...(failed ? messages.failed : commonMessages.loadMore)} />
      </button>
    </div>
  );
}
