import Checkbox from 'antd-mobile/es/components/checkbox';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { links } from '@/lib/links';
import type { Consent } from './use-consent';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';

/** The agreement and privacy tick every login waits for, with both texts one tap away. */
export function ConsentCheck({ consent }: { consent: Consent }) {
  const intl = useIntl();
  if (!consent.required) return null;
  return (
    <div className={styles.consent} data-warned={consent.warned || undefined}>
      <Checkbox checked={consent.agreed} onChange={consent.setAgreed} className={styles.consentBox}>
        <span className={styles.consentText}>
          {intl.formatMessage(loginMessages.consent, {
            user: (chunks: ReactNode[]) => <Link to={links.agreement('user')}>{chunks}</Link>,
            privacy: (chunks: ReactNode[]) => <Link to={links.agreement('privacy')}>{chunks}</Link>,
          })}
        </span>
      </Checkbox>
      {consent.warned && (
        <p role="alert" className={styles.consentError}>
          {intl.formatMessage(loginMessages.consentRequired)}
        </p>
      )}
    </div>
  );
}
