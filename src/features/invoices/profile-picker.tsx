import { Button } from '@/components/button';
import Radio from 'antd-mobile/es/components/radio';
import Tag from 'antd-mobile/es/components/tag';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoicingProfile } from '@/api/types';
import { invoiceMessages as m } from './invoice-messages';
import styles from './invoices.module.css';
import { commonMessages } from '@/components/common-messages';
import { RadioGroup } from '@/components/radio-group';

interface ProfilePickerProps {
  profiles: InvoicingProfile[];
  value: number | null;
  onChange: (id: number) => void;
  /** Shows an edit button on each profile. */
  onEdit?: (profile: InvoicingProfile) => void;
  label: string;
}

/** Who an invoice is made out to: one radio per invoicing profile. */
export function ProfilePicker({ profiles, value, onChange, onEdit, label }: ProfilePickerProps) {
  const intl = useIntl();
  return (
    <RadioGroup value={value ?? undefined} onChange={(v) => onChange(Number(v))}>
      <ul className={styles.profiles} aria-label={label}>
        {profiles.map((p) => (
          <li key={p.id} className={styles.profile}>
            <Radio value={p.id} className={styles.profileRadio}>
              <span className={styles.profileText}>
                <span className={styles.profileTitle}>
                  {p.title}
                  <Tag color="default" fill="outline">
                    <FormattedMessage {...(p.title_type === 'company' ? m.company : m.personal)} />
                  </Tag>
                  {p.is_default && (
                    <Tag color="primary" fill="outline">
                      <FormattedMessage {...m.defaultTag} />
                    </Tag>
                  )}
                </span>
                {p.tax_no && (
                  <span className={styles.meta}>
                    <FormattedMessage {...m.taxNoShown} values={{ taxNo: p.tax_no }} />
                  </span>
                )}
                <span className={styles.meta}>{p.email}</span>
              </span>
            </Radio>
            {onEdit && (
              <Button
                size="mini"
                fill="none"
                color="primary"
                aria-label={intl.formatMessage(m.editProfileLabel, { title: p.title })}
                onClick={() => onEdit(p)}
              >
                <FormattedMessage {...commonMessages.edit} />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </RadioGroup>
  );
}
