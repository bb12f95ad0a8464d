import { ActionLink } from '@/components/action-link';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tabs from 'antd-mobile/es/components/tabs';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { NoticeList } from './notice-list';
import { NOTICE_FILTERS, useNoticeList, type NoticeFilter } from './use-notice-list';
import { noticeMessages } from './notice-messages';
import styles from './messages.module.css';

const FILTER_LABELS = {
  all: noticeMessages.all,
  system: noticeMessages.system,
  order: noticeMessages.order,
  activity: noticeMessages.activity,
} as const;

/** The message tab: the shop's notices and the shopper's order and offer messages. */
export default function MessagesPage() {
  const intl = useIntl();
  const msg = useNoticeList();
  const label = intl.formatMessage(noticeMessages.list);

  let body;
  if (msg.initialLoading) {
    body = (
      <div className={styles.skeleton} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Paragraph lineCount={4} animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (msg.initialError) {
    body = (
      <LoadFailed title={noticeMessages.loadFailed} onRetry={msg.retry} />
    );
  } else if (msg.items.length === 0) {
    body = (
      <EmptyState title={noticeMessages.emptyTitle} description={noticeMessages.emptyBody}>
        <ActionLink to={ROUTES.home}>
          {intl.formatMessage(noticeMessages.browse)}
        </ActionLink>
      </EmptyState>
    );
  } else {
    body = (
      <NoticeList items={msg.items} total={msg.total} status={msg.status} failed={msg.failed} onLoadMore={msg.loadMore} onOpen={msg.noteOpened} label={label} />
    );
  }

  return (
    <>
      <AppNavBar
        title={pageTitles.msg}
        right={
          // Always laid out, shown only with unread notices: the navbar's title does not move when they come.
          <button
            type="button"
            className={styles.markAll}
            onClick={() => void msg.markAllRead()}
            disabled={msg.marking || !msg.hasUnread}
            style={msg.hasUnread ? undefined : { visibility: 'hidden' }}
          >
            {intl.formatMessage(noticeMessages.markAllRead)}
          </button>
        }
      />
      <main className={styles.page}>
        <div className={styles.filters}>
          <Tabs activeKey={msg.filter} onChange={(key) => msg.setFilter(key as NoticeFilter)} className={styles.tabs}>
            {NOTICE_FILTERS.map((key) => (
              <Tabs.Tab key={key} title={intl.formatMessage(FILTER_LABELS[key])} />
            ))}
          </Tabs>
        </div>
        {msg.loggedIn ? (
          <p className={styles.summaryLine} aria-live="polite">
            {intl.formatMessage(noticeMessages.unreadCount, { count: msg.msgNum })}
          </p>
        ) : (
          <section className={styles.guest}>
            <div>
              <h2 className={styles.guestTitle}>{intl.formatMessage(noticeMessages.guestTitle)}</h2>
              <p className={styles.guestBody}>{intl.formatMessage(noticeMessages.guestBody)}</p>
            </div>
            <ActionLink to={links.login(ROUTES.msg)} size="small">
              {intl.formatMessage(commonMessages.logIn)}
            </ActionLink>
          </section>
        )}
        {body}
      </main>
    </>
  );
}
