import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { CLIENT_TYPE } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { selectClientType } from '@/state/sys-config-slice';
import { CodeLoginForm } from './code-login-form';
import { ConsentCheck } from './consent-check';
import { DemoAccountHint } from './demo-account-hint';
import { googleClientId } from './google-identity';
import { GoogleLogin } from './google-login';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { useConsent } from './use-consent';
import { useDemoAccount, useDemoHintStandIn } from './use-demo-account';
import { useLoginMethod, type LoginMethod } from './use-login-method';
import { useLoginTarget } from './use-login-success';
import { WechatLogin } from './wechat-login';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';

/** Log in by SMS code or password, or register; Google and WeChat where they apply. */
export default function LoginPage() {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const target = useLoginTarget();
  const consent = useConsent();
  const demo = useDemoAccount();
  const demoStandIn = useDemoHintStandIn();
  const demoComing = demoStandIn !== null;
  const googleId = googleClientId();
  const inWechat = useAppSelector(selectClientType) === CLIENT_TYPE.wechat;
  const [method, setMethod] = useLoginMethod();
  // The spec has no password-reset call; a code login needs no password, so a forgotten one
  // leads there (README, Decisions), and the code tab says why the shopper landed on it.
  const [forgot, setForgot] = useState(false);

  // Someone already logged in has nothing to do here: on to where they were going.
  if (loggedIn) return <Navigate to={target()} replace />;

  return (
    <>
      <AppNavBar title={pageTitles.login} />
      <main className={styles.page}>
        <header className={styles.hero}>
          <span className={styles.mark} aria-hidden />
          <p className={styles.brand}>{intl.formatMessage(pageTitles.launch)}</p>
          <p className={styles.tagline}>{intl.formatMessage(loginMessages.brand)}</p>
        </header>
        {demo ? <DemoAccountHint demo={demo} /> : demoStandIn && <DemoAccountHint demo={demoStandIn} standIn />}
        <section className={styles.card} aria-label={intl.formatMessage(loginMessages.methods)}>
          <Tabs activeKey={method} onChange={(key) => setMethod(key as LoginMethod)} className={styles.tabs}>
            <Tabs.Tab key="code" title={intl.formatMessage(loginMessages.tabCode)}>
              {forgot && (
                <p className={styles.note} role="status">
                  {intl.formatMessage(loginMessages.forgotNote)}
                </p>
              )}
              <CodeLoginForm consent={consent} demo={demo} demoComing={demoComing} />
            </Tabs.Tab>
            <Tabs.Tab key="password" title={intl.formatMessage(loginMessages.tabPassword)}>
              <PasswordLoginForm
                consent={consent}
                demo={demo}
                demoComing={demoComing}
                onForgot={() => {
                  setForgot(true);
                  setMethod('code');
                }}
              />
            </Tabs.Tab>
            <Tabs.Tab key="register" title={intl.formatMessage(loginMessages.tabRegister)}>
              <RegisterForm consent={consent} />
            </Tabs.Tab>
          </Tabs>
          <ConsentCheck consent={consent} />
        </section>
        {(googleId || inWechat) && (
          <section className={styles.others} aria-labelledby="login-others">
            <h2 id="login-others" className={styles.divider}>
              {intl.formatMessage(loginMessages.otherMethods)}
            </h2>
            {googleId && <GoogleLogin clientId={googleId} consent={consent} />}
            <WechatLogin consent={consent} />
          </section>
        )}
        <footer className={styles.footer}>
          <Link to={ROUTES.accessPermissions}>{intl.formatMessage(loginMessages.accessPermissions)}</Link>
        </footer>
      </main>
    </>
  );
}
