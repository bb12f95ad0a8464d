import { useIntl, type MessageDescriptor } from 'react-intl';
import { commonMessages } from './common-messages';
import styles from './retry-line.module.css';

/**
 * A section's one line for an answer that did not come (offline with none saved, a server
 * error), with "Try again" after it: smaller than a page's failure view, inside the section's card.
 */
export function RetryLine({ message, onRetry, className }: { message: MessageDescriptor; onRetry: () => void; className?: string }) {
  const intl = useIntl();
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line}>
      {intl.formatMessage(message)}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage(commonMessages.retry)}
      </button>
    </p>
  );
}
