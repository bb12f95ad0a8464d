import NoticeBar from 'antd-mobile/es/components/notice-bar';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import { useIntl } from 'react-intl';
import type { DemoAccount } from './use-demo-account';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';

/** Demo mode only: the account and codes the demo backend accepts, so anyone can try the shop. */
export function DemoAccountHint({ demo }: { demo: DemoAccount }) {
  const intl = useIntl();
  return (
    <section className={styles.demo} aria-label={intl.formatMessage(loginMessages.demoTitle)}>
      <NoticeBar
        className={styles.demoBar}
        icon={<InformationCircleOutline aria-hidden />}
        wrap
        content={
          <span className={styles.demoText}>
            <strong>{intl.formatMessage(loginMessages.demoTitle)}</strong>
            {intl.formatMessage(loginMessages.demoBody, {
              mobile: `+${demo.areaCode} ${demo.mobile}`,
              code: demo.smsCode,
              username: demo.username,
              password: demo.password,
              emailCode: demo.emailCode,
            })}
          </span>
        }
      />
    </section>
  );
}
