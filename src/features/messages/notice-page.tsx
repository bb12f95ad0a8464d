import { ActionLink } from '@/components/action-link';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { RichText } from '@/components/rich-text';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { ROUTES } from '@/lib/routes';
import { NoticeIcon } from './notice-icon';
import { NoticeSubjectLink } from './notice-subject-link';
import { useNotice } from './use-notice';
import { noticeMessages } from './notice-messages';
import styles from './messages.module.css';

/** One message in full: its rich text sanitized, marked read on opening, and the way to what it tells of. */
export default function NoticePage() {
  const intl = useIntl();
  const { notice, loading, notFound, failed, retry } = useNotice();

  let body;
  if (notice) {
    body = (
      <article className={styles.article}>
        <header className={styles.articleHead}>
          <NoticeIcon type={notice.type} />
          <div>
            <h2 className={styles.articleTitle}>{notice.title}</h2>
            <time className={styles.articleTime} dateTime={new Date(notice.create_time * 1000).toISOString()}>
              {intl.formatMessage(noticeMessages.received, {
                date: intl.formatDate(notice.create_time * 1000, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </time>
          </div>
        </header>
        <RichText html={notice.content} />
        {notice.subject && <NoticeSubjectLink subject={notice.subject} />}
      </article>
    );
  } else if (loading) {
    body = (
      <div className={styles.article} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (failed) {
    body = (
      <LoadFailed title={noticeMessages.loadFailed} onRetry={retry} />
    );
  } else if (notFound) {
    body = (
      <EmptyState title={noticeMessages.notFoundTitle} description={noticeMessages.notFoundBody}>
        <ActionLink to={ROUTES.msg}>
          {intl.formatMessage(noticeMessages.backToMessages)}
        </ActionLink>
      </EmptyState>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.parseSysInfo} />
      <main className={styles.detail}>{body}</main>
    </>
  );
}
