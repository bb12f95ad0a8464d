import { Button } from '@/components/button';
import Collapse from 'antd-mobile/es/components/collapse';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useHelpCenterQuery } from '@/api/common/endpoints';
import { commonMessages } from '@/components/common-messages';
import { RichText } from '@/components/rich-text';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { useAppSelector } from '@/state/hooks';
import { selectSysConfig } from '@/state/sys-config-slice';
import { helpMessages } from './help-messages';
import styles from './help.module.css';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The shop's answers to common questions, then how to reach a person. */
export function HelpCentre({ onWrite }: { onWrite: () => void }) {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useHelpCenterQuery();
  const config = useAppSelector(selectSysConfig);
  const email = text(config?.service_email);
  const phone = text(config?.service_phone);
  const [openKey, setOpenKey] = useState<string | null>(null);

  let faq;
  if (isLoading) {
    faq = (
      <div className={styles.card} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (isError && !data) {
    faq = (
      <LoadFailed title={commonMessages.loadFailed} onRetry={() => void refetch()} />
    );
  } else if (!data || data.list.length === 0) {
    faq = <EmptyState title={helpMessages.faqEmpty} />;
  } else {
    // antd's panel header is an anchor without href (no keyboard, no role): each question is a
    // real button inside it, telling whether its answer is open; the header's click still toggles.
    faq = (
      <Collapse accordion activeKey={openKey} onChange={(key) => setOpenKey(key)} className={styles.faq}>
        {data.list.map((entry) => {
          const key = String(entry.id);
          return (
            <Collapse.Panel
              key={key}
              title={
                <button type="button" className={styles.question} aria-expanded={openKey === key}>
                  {entry.question}
                </button>
              }
            >
              <RichText html={entry.answer} className={styles.answer} />
            </Collapse.Panel>
          );
        })}
      </Collapse>
    );
  }

  return (
    <div className={styles.stack}>
      <section aria-labelledby="help-faq">
        <h2 id="help-faq" className={styles.sectionTitle}>
          {intl.formatMessage(helpMessages.faqTitle)}
        </h2>
        {faq}
      </section>
      <section className={styles.contact} aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.sectionTitle}>
          {intl.formatMessage(helpMessages.contactTitle)}
        </h2>
        <div className={styles.contactLinks}>
          {email && <a href={`mailto:${email}`}>{intl.formatMessage(helpMessages.contactEmail, { email })}</a>}
          {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{intl.formatMessage(helpMessages.contactPhone, { phone })}</a>}
        </div>
        <Button block shape="rounded" color="primary" fill="outline" onClick={onWrite}>
          {intl.formatMessage(helpMessages.writeToUs)}
        </Button>
      </section>
    </div>
  );
}
