import { Button } from '@/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useIntl } from 'react-intl';
import { useFeedbackListInfiniteQuery } from '@/api/account/endpoints';
import { commonMessages } from '@/components/common-messages';
import { LoadMore } from '@/components/load-more';
import { useInfiniteList } from '@/components/use-infinite-list';
import { ShopText } from '@/components/shop-text';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { helpMessages as m } from './help-messages';
import styles from './help.module.css';

const TYPE_LABELS = {
  suggestion: m.typeSuggestion,
  problem: m.typeProblem,
  complaint: m.typeComplaint,
  other: m.typeOther,
} as const;

const PAGE_LIMIT = 10;
const IN_TENS = { limit: PAGE_LIMIT };

/**
 * The shopper's feedback with the shop's replies. Not virtualized: one shopper's feedback is a
 * short list, read a page of ten at a time.
 */
export function FeedbackList({ onWrite }: { onWrite: () => void }) {
  const intl = useIntl();
  const list = useInfiniteList(useFeedbackListInfiniteQuery(IN_TENS));

  if (list.initialLoading) {
    return (
      <div className={styles.card} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (list.initialError) {
    return (
      <LoadFailed title={commonMessages.loadFailed} onRetry={list.retry} />
    );
  }
  if (list.items.length === 0) {
    return (
      <EmptyState title={m.mineEmpty}>
        <Button color="primary" onClick={onWrite}>
          {intl.formatMessage(m.writeToUs)}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.feedbackList} aria-label={intl.formatMessage(m.tabMine)}>
        {list.items.map((item) => (
          <li key={item.id} className={styles.card}>
            <div className={styles.feedbackHead}>
              <Tag color="primary" fill="outline">
                {intl.formatMessage(TYPE_LABELS[item.type])}
              </Tag>
              <time className={styles.muted} dateTime={new Date(item.create_time * 1000).toISOString()}>
                {intl.formatMessage(m.sentOn, { date: intl.formatDate(item.create_time * 1000, { dateStyle: 'medium' }) })}
              </time>
            </div>
            <p className={styles.feedbackText}>{item.content}</p>
            {item.images.length > 0 && (
              <div className={styles.thumbs}>
                {item.images.map((src, index) => (
                  <img
                    key={src}
                    src={src}
                    alt={intl.formatMessage(m.feedbackImage, { index: index + 1 })}
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                ))}
              </div>
            )}
            {item.reply ? (
              <div className={styles.reply}>
                <p className={styles.replyTitle}>{intl.formatMessage(m.reply)}</p>
                <ShopText text={item.reply} className={styles.replyText} />
              </div>
            ) : (
              <p className={styles.muted}>{intl.formatMessage(m.awaitingReply)}</p>
            )}
          </li>
        ))}
      </ul>
      <LoadMore status={list.status} failed={list.failed} onLoadMore={list.loadMore} hideNoMore={list.items.length < PAGE_LIMIT} />
    </>
  );
}
