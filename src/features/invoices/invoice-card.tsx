import { Button } from '@/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Invoice } from '@/api/types';
import { EXTERNAL_REL } from '@/lib/link-guard';
import { formatMoney } from '@/lib/money';
import { safeFileUrl, STATUS_COLOR } from './invoice-labels';
import { invoiceMessages as m } from './invoice-messages';
import styles from './invoices.module.css';
import { invoiceStatusLabels } from '@/api/status-labels';
import { formatNames } from '@/lib/names-list';

export function InvoiceCard({ invoice, onEdit }: { invoice: Invoice; onEdit: (invoice: Invoice) => void }) {
  const intl = useIntl();
  const date = (seconds: number) => intl.formatDate(seconds * 1000, { dateStyle: 'medium' });
  const file = invoice.status === 'issued' ? safeFileUrl(invoice.file_url) : null;
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{invoice.profile.title}</h3>
        <Tag color={STATUS_COLOR[invoice.status]} fill="outline">
          <FormattedMessage {...invoiceStatusLabels[invoice.status]} />
        </Tag>
      </div>
      <p className={styles.amount}>{formatMoney(intl, invoice.amount)}</p>
      <p className={styles.meta}>
        <FormattedMessage {...m.orders} values={{ sns: formatNames(intl, invoice.order_sns) }} />
      </p>
      <p className={styles.meta}>
        {invoice.status === 'issued' && invoice.issue_time ? (
          <FormattedMessage {...m.issuedOn} values={{ date: date(invoice.issue_time) }} />
        ) : (
          <FormattedMessage {...m.appliedOn} values={{ date: date(invoice.create_time) }} />
        )}
      </p>
      {invoice.status === 'rejected' && invoice.reject_reason && (
        <p className={styles.reason}>
          <FormattedMessage {...m.reason} values={{ reason: invoice.reject_reason }} />
        </p>
      )}
      <div className={styles.cardActions}>
        {file && (
          <a className={styles.download} href={file} download target="_blank" rel={EXTERNAL_REL}>
            <FormattedMessage {...m.download} />
          </a>
        )}
        {invoice.status !== 'issued' && (
          <Button size="small" shape="rounded" fill="outline" onClick={() => onEdit(invoice)}>
            <FormattedMessage {...m.change} />
          </Button>
        )}
      </div>
    </article>
  );
}
