import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tabs from 'antd-mobile/es/components/tabs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { NoticeList } from './notice-list';
import { NOTICE_FILTERS, useMsgList, type NoticeFilter } from './use-msg-list';
import { msgMessages } from './msg-messages';
import styles from './msg-page.module.css';

const FILTER_LABELS = {
  all: msgMessages.all,
  system: msgMessages.system,
  order: msgMessages.order,
  activity: msgMessages.activity,
} as const;

/** The message tab: the shop's notices and the shopper's order and offer messages. */
export default function MsgPage() {
  const intl = useIntl();
  const msg = useMsgList();
  const label = intl.formatMessage(msgMessages.list);

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
      <ErrorBlock status="disconnected" title={intl.formatMessage(msgMessages.loadFailed)} description={null}>
        <Button color="primary" onClick={msg.retry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </ErrorBlock>
    );
  } else if (msg.items.length === 0) {
    body = (
      <ErrorBlock status="empty" title={intl.formatMessage(msgMessages.emptyTitle)} description={intl.formatMessage(msgMessages.emptyBody)}>
        <Link to={ROUTES.home} className={styles.action}>
          {intl.formatMessage(msgMessages.browse)}
        </Link>
      </ErrorBlock>
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
            {intl.formatMessage(msgMessages.markAllRead)}
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
            {intl.formatMessage(msgMessages.unreadCount, { count: msg.msgNum })}
          </p>
        ) : (
          <section className={styles.guest}>
            <div>
              <h2 className={styles.guestTitle}>{intl.formatMessage(msgMessages.guestTitle)}</h2>
              <p className={styles.guestBody}>{intl.formatMessage(msgMessages.guestBody)}</p>
            </div>
            <Link to={links.login(ROUTES.msg)} className={styles.action}>
              {intl.formatMessage(msgMessages.login)}
            </Link>
          </section>
        )}
        {body}
      </main>
    </>
  );
}
