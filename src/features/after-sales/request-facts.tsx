import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AfterSalesDetail } from '@/api/types';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { PictureViewer } from '@/components/picture-viewer';
import { links } from '@/lib/links';
import { afterSalesMessages as a, REASON_LABELS, TYPE_LABELS } from './after-sales-messages';
import { refundDetailMessages as d } from './refund-detail-messages';
import styles from './refund-detail-page.module.css';

const PHOTO_PX = 72;
const dateTime = (seconds: number) => <FormattedDate value={seconds * 1000} dateStyle="medium" timeStyle="short" />;

/** Number, order, type, reason, amount, dates, the shopper's words and photos. */
export function RequestFacts({ detail }: { detail: AfterSalesDetail }) {
  const intl = useIntl();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <dl className={styles.rows}>
        <dt>
          <FormattedMessage {...a.requestNumber} />
        </dt>
        <dd className={styles.mono}>{detail.after_sales_sn}</dd>
        <dt>
          <FormattedMessage {...a.orderNumber} />
        </dt>
        <dd>
          <Link to={links.orderInfo(detail.order_id)} className={styles.textLink}>
            {detail.order_sn}
          </Link>
        </dd>
        <dt>
          <FormattedMessage {...a.type} />
        </dt>
        <dd>
          <FormattedMessage {...TYPE_LABELS[detail.type]} />
        </dd>
        <dt>
          <FormattedMessage {...a.reason} />
        </dt>
        <dd>
          <FormattedMessage {...REASON_LABELS[detail.reason]} />
        </dd>
        <dt>
          <FormattedMessage {...a.amount} />
        </dt>
        <dd>
          <Price amount={detail.amount} size="sm" />
        </dd>
        <dt>
          <FormattedMessage {...a.appliedOn} />
        </dt>
        <dd>{dateTime(detail.create_time)}</dd>
        {detail.refund_time !== null && (
          <>
            <dt>
              <FormattedMessage {...a.refundedOn} />
            </dt>
            <dd>{dateTime(detail.refund_time)}</dd>
          </>
        )}
      </dl>
      {detail.description && <p className={styles.description}>{detail.description}</p>}
      {detail.images.length > 0 && (
        <ul className={styles.photos} aria-label={intl.formatMessage(a.photos)}>
          {detail.images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.photo}
                onClick={() => setViewing(index)}
                aria-label={intl.formatMessage(d.photoOf, { index: index + 1, count: detail.images.length })}
              >
                <LazyImage src={src} alt="" width={PHOTO_PX} height={PHOTO_PX} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PictureViewer images={detail.images} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </>
  );
}
