import Skeleton from 'antd-mobile/es/components/skeleton';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import styles from './order-list-page.module.css';

const PLACEHOLDER_CARDS = 3;

/** Grey cards in the shape of order cards while the first page loads. */
export function OrderCardSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
