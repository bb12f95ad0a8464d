import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SystemNotification } from '@/api/types';
import { links } from '@/lib/links';
import { NoticeIcon } from './notice-icon';
import { formatNoticeTime } from './notice-time';
import { noticeMessages } from './notice-messages';
import styles from './messages.module.css';

/** One message in the list: its kind, title, excerpt and time, with a dot while unread. */
export function NoticeRow({ notice, onOpen }: { notice: SystemNotification; onOpen: (id: number) => void }) {
  const intl = useIntl();
  return (
    <Link
      to={links.parseSysInfo(notice.id)}
      state={{ notice }}
      onClick={() => onOpen(notice.id)}
      className={styles.row}
      data-unread={!notice.is_read || undefined}
    >
      <NoticeIcon type={notice.type} />
      <span className={styles.text}>
        <span className={styles.rowHead}>
          <span className={styles.title}>{notice.title}</span>
          <time className={styles.time} dateTime={new Date(notice.create_time * 1000).toISOString()}>
            {formatNoticeTime(intl, notice.create_time)}
          </time>
        </span>
        <span className={styles.summary}>{notice.summary}</span>
      </span>
      {!notice.is_read && (
        <span className={styles.dot}>
          <span className={styles.visuallyHidden}>{intl.formatMessage(noticeMessages.unread)}</span>
        </span>
      )}
    </Link>
  );
}
