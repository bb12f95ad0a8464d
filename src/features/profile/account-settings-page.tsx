import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSimpleIpQuery, useUserInfoQuery } from '@/api/account/endpoints';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { useAppSelector } from '@/state/hooks';
import { selectUserInfo } from '@/state/session-slice';
import { ChangeEmailForm, ChangeMobileForm, ChangePasswordForm } from './change-forms';
import { ChangeSheet } from './change-sheet';
import { profileMessages as m } from './profile-messages';
import styles from './profile.module.css';

type Sheet = 'password' | 'email' | 'mobile' | null;

const messages = defineMessages({
  // Not "Account and security" again: that is the page's own title.
  loginActivity: { id: 'profile.login_activity', defaultMessage: 'Login activity' },
});

/** Sign-in details (mobile, email, password) with their changes, and where logins came from. */
export default function AccountSettingsPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUserInfo);
  // The session's copy has no dialling code; the fresh profile does (when the server sends one).
  const areaCode = useUserInfoQuery().data?.userInfo.area_code;
  const ip = useSimpleIpQuery();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  const notSet = intl.formatMessage(m.notSet);

  const row = (key: Exclude<Sheet, null>, label: string, value: string) => (
    <List.Item key={key} className={styles.row} extra={<span className={styles.value}>{value}</span>} arrowIcon>
      <button type="button" className={styles.stretch} onClick={() => setSheet(key)} aria-label={intl.formatMessage(m.changeItem, { item: label })}>
        {label}
      </button>
    </List.Item>
  );

  const lastLogin =
    user && user.last_login_time > 0
      ? intl.formatMessage(m.lastLoginValue, {
          time: intl.formatDate(user.last_login_time * 1000, { dateStyle: 'medium', timeStyle: 'short' }),
          ip: user.last_login_ip || '—',
        })
      : intl.formatMessage(m.neverLoggedIn);

  return (
    <>
      <AppNavBar title={pageTitles.accountSettings} />
      <main className={styles.page}>
        <List mode="card" className={styles.list} header={<h2 className={styles.header}>{intl.formatMessage(m.loginInfo)}</h2>}>
          <List.Item className={styles.row} extra={<span className={styles.value}>{user?.username || notSet}</span>}>
            {intl.formatMessage(m.username)}
          </List.Item>
          {row('mobile', intl.formatMessage(m.mobile), user?.mobile ? [areaCode && `+${areaCode}`, user.mobile].filter(Boolean).join(' ') : notSet)}
          {row('email', intl.formatMessage(m.email), user?.email || notSet)}
          {row('password', intl.formatMessage(m.password), '')}
        </List>
        <List mode="card" className={styles.list} header={<h2 className={styles.header}>{intl.formatMessage(messages.loginActivity)}</h2>}>
          <List.Item className={styles.row} description={lastLogin}>
            {intl.formatMessage(m.lastLogin)}
          </List.Item>
          {ip.data && (
            <List.Item className={styles.row} description={intl.formatMessage(m.currentNetworkValue, { ip: ip.data.ip, country: ip.data.country || ip.data.country_code })}>
              {intl.formatMessage(m.currentNetwork)}
            </List.Item>
          )}
        </List>
        <p className={styles.note}>{intl.formatMessage(m.securityNote)}</p>
        <ChangeSheet title={intl.formatMessage(m.changePasswordTitle)} open={sheet === 'password'} onClose={close}>
          <ChangePasswordForm />
        </ChangeSheet>
        <ChangeSheet title={intl.formatMessage(m.changeEmailTitle)} open={sheet === 'email'} onClose={close}>
          <ChangeEmailForm onDone={close} />
        </ChangeSheet>
        <ChangeSheet title={intl.formatMessage(m.changeMobileTitle)} open={sheet === 'mobile'} onClose={close}>
          <ChangeMobileForm onDone={close} />
        </ChangeSheet>
      </main>
    </>
  );
}
