import { Button } from '@/components/button';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { BUILD } from '@/lib/build-info';
import { LOCALES, type Locale } from '@/lib/constants';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { ButtonRow, LinkRow } from '@/components/list-rows';
import { LANGUAGE_NAMES } from './switch-language';
import { useSetUp } from './use-set-up';
import { settingsMessages as m } from './settings-messages';
import styles from './set-up-page.module.css';
import { commonMessages } from '@/components/common-messages';
import { RadioGroup } from '@/components/radio-group';

/** Settings: language, account pages, cache, the shop's terms, and logging out. */
export default function SetUpPage() {
  const intl = useIntl();
  const setUp = useSetUp();
  return (
    <>
      <AppNavBar title={pageTitles.setUp} />
      <main className={styles.page}>
        {setUp.loggedIn && (
          <List header={<h2 className={styles.header}>{intl.formatMessage(m.account)}</h2>} mode="card" className={styles.list}>
            <LinkRow to={ROUTES.userInfo}>{intl.formatMessage(m.profile)}</LinkRow>
            <LinkRow to={ROUTES.accountSettings}>{intl.formatMessage(m.security)}</LinkRow>
          </List>
        )}
        <List header={<h2 className={styles.header} id="settings-language">{intl.formatMessage(m.language)}</h2>} mode="card" className={styles.list}>
          <RadioGroup value={setUp.lang} onChange={(value) => void setUp.chooseLanguage(value as Locale)} disabled={setUp.switching}>
            <div role="radiogroup" aria-labelledby="settings-language" className={styles.languages}>
              {LOCALES.map((locale) => (
                <List.Item key={locale} className={styles.row}>
                  <Radio value={locale} block className={styles.radio}>
                    <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
                  </Radio>
                </List.Item>
              ))}
            </div>
          </RadioGroup>
        </List>
        <List header={<h2 className={styles.header}>{intl.formatMessage(m.general)}</h2>} mode="card" className={styles.list}>
          <ButtonRow onClick={setUp.clearCache} description={intl.formatMessage(m.clearCacheHint)}>
            {intl.formatMessage(m.clearCache)}
          </ButtonRow>
          <LinkRow to={ROUTES.accessPermissions}>{intl.formatMessage(m.permissions)}</LinkRow>
        </List>
        <List header={<h2 className={styles.header}>{intl.formatMessage(m.about)}</h2>} mode="card" className={styles.list}>
          <LinkRow to={links.agreement('user')}>{intl.formatMessage(m.userAgreement)}</LinkRow>
          <LinkRow to={links.agreement('privacy')}>{intl.formatMessage(m.privacyPolicy)}</LinkRow>
          <LinkRow to={links.agreement('return_policy')}>{intl.formatMessage(m.returnPolicy)}</LinkRow>
          <LinkRow to={links.agreement('about')}>{intl.formatMessage(m.aboutUs)}</LinkRow>
          <List.Item className={styles.row}>
            <span className={styles.version}>{intl.formatMessage(m.version, { version: BUILD.version, commit: BUILD.commit })}</span>
          </List.Item>
        </List>
        <div className={styles.foot}>
          {setUp.loggedIn ? (
            <Button block size="large" shape="rounded" className={styles.logout} onClick={() => void setUp.logout()} loading={setUp.loggingOut} disabled={setUp.loggingOut}>
              {intl.formatMessage(m.logout)}
            </Button>
          ) : (
            <Link to={links.login(ROUTES.setUp)} className={styles.login}>
              {intl.formatMessage(commonMessages.logIn)}
            </Link>
          )}
        </div>
      </main>
    </>
  );
}
