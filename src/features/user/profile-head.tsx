import Avatar from 'antd-mobile/es/components/avatar';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@/api/types';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { userMessages } from './user-messages';
import styles from './user-page.module.css';

/** Who is shopping: avatar, name, level and member id; or, logged out, the way in. */
export function ProfileHead({ user, levelName }: { user: UserInfo | null; levelName: string | null }) {
  const intl = useIntl();
  if (!user) {
    return (
      <section className={styles.head}>
        <Avatar src="" className={styles.avatar} aria-hidden />
        <div className={styles.who}>
          <p className={styles.guestName}>{intl.formatMessage(userMessages.guestName)}</p>
          <p className={styles.sub}>{intl.formatMessage(userMessages.guestBody)}</p>
          <Link to={links.login(ROUTES.user)} className={styles.loginButton}>
            {intl.formatMessage(userMessages.login)}
          </Link>
        </div>
      </section>
    );
  }
  const name = user.nickname || user.username;
  return (
    <section className={styles.head}>
      <Link to={ROUTES.userInfo} className={styles.profileLink} aria-label={intl.formatMessage(userMessages.editProfile)}>
        <Avatar src={user.avatar} className={styles.avatar} aria-hidden />
      </Link>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.sub}>
          {user.level !== undefined && (
            // The level's own name once the list of levels is in; its number until then.
            <Link
              to={ROUTES.membershipLevel}
              className={styles.level}
              aria-label={intl.formatMessage(userMessages.levelLink, { level: levelName ?? intl.formatMessage(userMessages.level, { level: user.level }) })}
            >
              {levelName ?? intl.formatMessage(userMessages.level, { level: user.level })}
            </Link>
          )}
          {user.userCode && <span>{intl.formatMessage(userMessages.memberId, { code: user.userCode })}</span>}
        </p>
      </div>
      <Link to={ROUTES.userInfo} className={styles.edit}>
        {intl.formatMessage(userMessages.editProfile)}
        <RightOutline aria-hidden />
      </Link>
    </section>
  );
}
