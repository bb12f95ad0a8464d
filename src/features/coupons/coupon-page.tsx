import { Button } from '@/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CouponStatus } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { WindowList } from '@/components/window-list';
import { ListState, PageSkeleton } from '@/components/page-state';
import { CouponCard } from './coupon-card';
import { couponMessages as m } from './coupon-messages';
import styles from './coupons.module.css';
import { COUPON_TABS, useCoupons } from './use-coupons';
import { commonMessages } from '@/components/common-messages';

/** Cards go side by side on a wide screen once each can be this wide. */
const CARD_MIN_WIDTH_PX = 400;

const TAB_LABEL = { unused: m.tabUnused, used: m.tabUsed, expired: m.tabExpired } as const;
const EMPTY = { unused: m.emptyUnused, used: m.emptyUsed, expired: m.emptyExpired } as const;

export default function CouponPage() {
  const intl = useIntl();
  const page = useCoupons();
  const { list } = page;
  // Read once per visit: whether a delayed coupon may be opened is a matter of days, not seconds.
  const [now] = useState(() => Math.floor(Date.now() / 1000));

  const body = (
    <ListState
      list={list}
      skeleton={<PageSkeleton rows={5} />}
      failedTitle={m.loadFailed}
      empty={{ title: EMPTY[page.tab], description: page.tab === 'unused' ? m.emptyUnusedBody : undefined }}
    >
      <WindowList
        items={list.items}
        total={list.total}
        getKey={(c) => c.id}
        renderItem={(coupon) => (
          <CouponCard coupon={coupon} now={now} opening={page.openingId === coupon.id} onOpen={page.open} />
        )}
        estimateSize={128}
        status={list.status}
        onLoadMore={list.loadMore}
        failed={list.failed}
        minColumnWidth={CARD_MIN_WIDTH_PX}
        label={intl.formatMessage(m.listLabel)}
      />
    </ListState>
  );

  return (
    <div>
      <AppNavBar title={pageTitles.coupon} />
      <div className={styles.tabs}>
        <Tabs activeKey={page.tab} onChange={(key) => page.setTab(key as CouponStatus)}>
          {COUPON_TABS.map((tab) => (
            <Tabs.Tab key={tab} title={intl.formatMessage(TAB_LABEL[tab])} />
          ))}
        </Tabs>
      </div>
      <main className={styles.page}>
        {page.newCoupons.length > 0 && (
          <section className={styles.fresh} aria-labelledby="coupons-new">
            <GiftOutline className={styles.freshIcon} aria-hidden />
            <div className={styles.freshText}>
              <h2 id="coupons-new" className={styles.freshTitle}>
                <FormattedMessage {...m.newHeading} />
              </h2>
              <p className={styles.meta}>
                <FormattedMessage {...m.remindSummary} values={{ count: page.newCoupons.length }} />
              </p>
              <ul className={styles.freshList}>
                {page.newCoupons.map((c) => (
                  <li key={c.id}>{c.title}</li>
                ))}
              </ul>
            </div>
            <Button size="small" color="primary" shape="rounded" onClick={page.acknowledge} disabled={page.acknowledging}>
              <FormattedMessage {...commonMessages.gotIt} />
            </Button>
          </section>
        )}
        {body}
      </main>
    </div>
  );
}
