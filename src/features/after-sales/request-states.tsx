import Skeleton from 'antd-mobile/es/components/skeleton';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { OrderRecordUnavailable } from '@/components/record-unavailable';
import { links } from '@/lib/links';
import { afterSalesMessages as a } from './after-sales-messages';
import styles from './refund-detail-page.module.css';

/** Loading and failure views shared by the detail and progress pages of a request. */
export function RequestLoading() {
  const intl = useIntl();
  return (
    <div className={styles.card} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

export function RequestFailed({ valid, onRetry }: { valid: boolean; onRetry: () => void }) {
  return <OrderRecordUnavailable loadFailed={valid} failedTitle={a.loadFailed} notFoundTitle={a.notFound} onRetry={onRetry} list={links.orderList('after_sales')} />;
}
