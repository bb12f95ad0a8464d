import { Button } from '@/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { couponStatusLabels } from '@/api/status-labels';
import type { Coupon } from '@/api/types';
import { CouponValueFace } from '@/components/coupon-value-face';
import { formatMoney, toAmount } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { couponMessages as m } from './coupon-messages';
import styles from './coupons.module.css';

interface CouponCardProps {
  coupon: Coupon;
  /** Unix seconds: when a delayed coupon may be opened is judged against this. */
  now: number;
  opening: boolean;
  onOpen: (coupon: Coupon) => void;
}

export function CouponCard({ coupon, now, opening, onOpen }: CouponCardProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const date = (seconds: number) => intl.formatDate(seconds * 1000, { dateStyle: 'medium' });
  const inactive = coupon.status !== 'unused';
  const sealed = coupon.delayed !== null && !coupon.delayed.opened;
  const openable = sealed && coupon.delayed !== null && coupon.delayed.open_time <= now;

  let action = null;
  if (coupon.status === 'unused' && sealed) {
    action = openable ? (
      <Button
        size="small"
        color="primary"
        shape="rounded"
        loading={opening}
        disabled={opening}
        aria-label={intl.formatMessage(m.openLabel, { title: coupon.title })}
        onClick={() => onOpen(coupon)}
      >
        <FormattedMessage {...m.open} />
      </Button>
    ) : null;
  } else if (coupon.status === 'unused') {
    action = (
      <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void navigate(ROUTES.class)}>
        <FormattedMessage {...m.shopNow} />
      </Button>
    );
  }

  return (
    <article className={inactive ? `${styles.coupon} ${styles.inactive}` : styles.coupon}>
      <div className={styles.stub}>
        <p className={styles.value}>
          <CouponValueFace coupon={coupon} figureClassName={styles.figure} />
        </p>
        <p className={styles.threshold}>
          {toAmount(coupon.threshold) > 0 ? (
            <FormattedMessage {...m.threshold} values={{ amount: formatMoney(intl, coupon.threshold) }} />
          ) : (
            <FormattedMessage {...m.noThreshold} />
          )}
        </p>
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          {coupon.delayed && (
            <Tag color="warning" fill="outline">
              <FormattedMessage {...m.secondRebate} />
            </Tag>
          )}
          <h3 className={styles.title}>{coupon.title}</h3>
        </div>
        <p className={styles.meta}>{coupon.scope}</p>
        <p className={styles.meta}>
          {coupon.status === 'used' && coupon.used_time ? (
            coupon.order_sn ? (
              <FormattedMessage {...m.usedOn} values={{ date: date(coupon.used_time), sn: coupon.order_sn }} />
            ) : (
              <FormattedMessage {...m.usedOnNoOrder} values={{ date: date(coupon.used_time) }} />
            )
          ) : coupon.start_time > now ? (
            <FormattedMessage {...m.validFrom} values={{ start: date(coupon.start_time), end: date(coupon.end_time) }} />
          ) : (
            <FormattedMessage {...m.validUntil} values={{ date: date(coupon.end_time) }} />
          )}
        </p>
        {coupon.status === 'unused' && sealed && !openable && coupon.delayed && (
          <p className={styles.meta}>
            <FormattedMessage {...m.opensOn} values={{ date: date(coupon.delayed.open_time) }} />
          </p>
        )}
        <div className={styles.footer}>
          {inactive && (
            <span className={styles.stamp}>
              <FormattedMessage {...couponStatusLabels[coupon.status]} />
            </span>
          )}
          {action}
        </div>
      </div>
    </article>
  );
}
