import NoticeBar from 'antd-mobile/es/components/notice-bar';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import { useIntl } from 'react-intl';
import type { DemoAccount } from './use-demo-account';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';

/**
 * Demo mode only: the account and codes the demo backend accepts, so anyone can try the shop.
 * `standIn`: drawn unseen and hidden from screen readers, only to hold the hint's place until the
 * configuration brings the real one (use-demo-account.ts, useDemoHintStandIn).
 */
export function DemoAccountHint({ demo, standIn = false }: { demo: DemoAccount; standIn?: boolean }) {
  const intl = useIntl();
  if (standIn) {
    return (
      <div className={`${styles.demo} ${styles.standIn}`} aria-hidden="true">
        <DemoAccountBar demo={demo} />
      </div>
    );
  }
  return (
    <section className={styles.demo} aria-label={intl.formatMessage(loginMessages.demoTitle)}>
      <DemoAccountBar demo={demo} />
    </section>
  );
}

function DemoAccountBar({ demo }: { demo: DemoAccount }) {
  const intl = useIntl();
  return (
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
  );
}

/**
 * "Fill in the demo account". `onFill` null: the configuration is still on its way, so an unseen
 * stand-in of the same size holds the link's place (hidden from screen readers, not focusable).
 * The link came with the configuration and pushed "Log in" and the agreement down a line: a tap
 * aimed at the agreement a moment before landed beside it.
 */
export function DemoFillButton({ onFill }: { onFill: (() => void) | null }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={onFill ? styles.linkButton : `${styles.linkButton} ${styles.standIn}`}
      disabled={!onFill}
      aria-hidden={onFill ? undefined : true}
      onClick={onFill ?? undefined}
    >
      {intl.formatMessage(loginMessages.demoFill)}
    </button>
  );
}
