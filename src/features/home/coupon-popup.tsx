import { Button } from '@/components/button';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useNotRemindedCouponListQuery, useSetRemindMutation } from '@/api/commodity/endpoints';
import { CouponValueFace } from '@/components/coupon-value-face';
import { formatMoney, toAmount } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { homeMessages as m } from './home-messages';
import styles from './coupon-popup.module.css';
import { commonMessages } from '@/components/common-messages';
import { LoadBoundary } from '@/components/page-boundary';
import { toBody } from '@/components/modal-focus';

const SHOWN = 3;
/**
 * antd's popup (its mask, springs and gestures) in a chunk of its own, fetched once there are
 * coupons to show: most visits have none, and home's first screen no longer waits for it (issue 12).
 * If the chunk fails, no pop-up: the coupons stay untold and come up at the next visit.
 */
const CenterPopup = lazy(() => import('antd-mobile/es/components/center-popup'));

/**
 * New coupons, shown once: the pop-up lists the coupons the shopper has not been told about, and
 * closing it marks them as told (setRemind), so it does not come back.
 */
export function CouponPopup() {
  const intl = useIntl();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const coupons = useNotRemindedCouponListQuery(undefined, { skip: !loggedIn });
  const [remind] = useSetRemindMutation();
  const [dismissed, setDismissed] = useState(false);
  // A second rebate whose opening time has come is ready to open (My coupons has its Open button).
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const list = coupons.data?.list ?? [];
  const visible = loggedIn && !dismissed && list.length > 0;
  // antd's popup sets up its animation and portal even while hidden (about 120 ms at 4× slowdown
  // in home's first render, issue 12): it mounts once there is something to show, and then stays
  // mounted so that it animates closed.
  const [mounted, setMounted] = useState(false);
  if (visible && !mounted) setMounted(true);

  const close = (then?: string) => {
    setDismissed(true);
    void remind({ ids: list.map((c) => c.id) });
    if (then) void navigate(then);
  };

  if (!mounted) return null;
  return (
    <LoadBoundary what="the new coupons' pop-up" fallback={null}>
      <Suspense fallback={null}>
        <CenterPopup visible={visible} onMaskClick={() => close()} className={styles.popup} bodyClassName={styles.body} getContainer={toBody}>
          <section aria-labelledby="coupon-popup-title">
            <h2 id="coupon-popup-title" className={styles.title}>
              {intl.formatMessage(m.newCoupons, { count: list.length })}
            </h2>
            <ul className={styles.list}>
              {list.slice(0, SHOWN).map((c) => (
                <li key={c.id} className={styles.coupon}>
                  <strong className={styles.value}>
                    <CouponValueFace coupon={c} figureClassName={styles.figure} />
                  </strong>
                  <span className={styles.name}>{c.title}</span>
                  <span className={styles.rule}>
                    {c.delayed && !c.delayed.opened
                      ? intl.formatMessage(c.delayed.open_time <= now ? m.couponReady : m.couponLocked)
                      : toAmount(c.threshold) > 0
                        ? intl.formatMessage(m.couponThreshold, { amount: formatMoney(intl, c.threshold) })
                        : intl.formatMessage(m.couponNoThreshold)}
                  </span>
                </li>
              ))}
            </ul>
            {list.length > SHOWN && <p className={styles.more}>{intl.formatMessage(m.moreCoupons, { count: list.length - SHOWN })}</p>}
            <div className={styles.actions}>
              <Button block shape="rounded" color="primary" onClick={() => close(ROUTES.coupon)}>
                {intl.formatMessage(m.viewCoupons)}
              </Button>
              <Button block shape="rounded" fill="none" onClick={() => close()}>
                {intl.formatMessage(commonMessages.gotIt)}
              </Button>
            </div>
          </section>
        </CenterPopup>
      </Suspense>
    </LoadBoundary>
  );
}
