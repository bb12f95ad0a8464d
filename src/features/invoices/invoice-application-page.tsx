import { Button } from '@/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderSummary } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { WindowList } from '@/components/window-list';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { unbrokenPart } from '@/components/unbroken-part';
import { formatMoney } from '@/lib/money';
import { invoiceMessages as m } from './invoice-messages';
import styles from './invoices.module.css';
import { ProfilePicker } from './profile-picker';
import { useInvoiceApplication } from './use-invoice-application';
import { commonMessages } from '@/components/common-messages';
import { FixedBar } from '@/components/fixed-bar';

const THUMB_PX = 48;

function OrderRow({ order, checked, onToggle }: { order: OrderSummary; checked: boolean; onToggle: (on: boolean) => void }) {
  const intl = useIntl();
  const first = order.items.at(0);
  return (
    <div className={styles.orderRow}>
      <Checkbox
        checked={checked}
        onChange={onToggle}
        aria-label={intl.formatMessage(m.chooseOrder, { sn: order.order_sn })}
      />
      {first && <img className={styles.thumb} src={first.image} alt="" width={THUMB_PX} height={THUMB_PX} loading="lazy" />}
      <div className={styles.orderText}>
        {/* The section is headed 'Orders to invoice': the number alone fits a 375 px column on one
            line, where 'Order {sn} · {date}' took three and led a line with its dot. */}
        <p className={styles.orderTitle}>{order.order_sn}</p>
        <p className={styles.meta}>
          <FormattedMessage
            {...m.orderDetails}
            values={{
              date: intl.formatDate(order.create_time * 1000, { dateStyle: 'medium' }),
              count: order.total_qty,
              part: unbrokenPart,
            }}
          />
        </p>
      </div>
      <span className={styles.orderAmount}>{formatMoney(intl, order.pay_amount)}</span>
    </div>
  );
}

export default function InvoiceApplicationPage() {
  const intl = useIntl();
  const page = useInvoiceApplication();
  const { orders } = page;

  let orderBody;
  if (orders.initialLoading) orderBody = <Skeleton.Paragraph lineCount={4} animated />;
  else if (orders.initialError) {
    orderBody = (
      <LoadFailed title={m.loadFailed} onRetry={orders.retry} />
    );
  } else if (orders.items.length === 0) {
    orderBody = (
      <EmptyState title={m.noOrders} description={m.noOrdersBody} />
    );
  } else {
    orderBody = (
      <WindowList
        items={orders.items}
        total={orders.total}
        getKey={(o) => o.id}
        renderItem={(o) => (
          <OrderRow order={o} checked={page.selected.has(o.id)} onToggle={(on) => page.toggle(o.id, on)} />
        )}
        estimateSize={72}
        gap={0}
        status={orders.status}
        onLoadMore={orders.loadMore}
        failed={orders.failed}
        label={intl.formatMessage(m.ordersHeading)}
      />
    );
  }

  let profileBody;
  if (page.profilesLoading) profileBody = <Skeleton.Paragraph lineCount={3} animated />;
  else if (page.profilesError) {
    profileBody = (
      <LoadFailed title={m.profilesFailed} onRetry={page.retryProfiles} />
    );
  } else if (page.profiles.length === 0) {
    profileBody = (
      <p className={styles.meta}>
        <FormattedMessage {...m.noProfiles} />
      </p>
    );
  } else {
    profileBody = (
      <ProfilePicker
        profiles={page.profiles}
        value={page.profileId}
        onChange={page.chooseProfile}
        onEdit={page.editProfile}
        label={intl.formatMessage(m.profileHeading)}
      />
    );
  }

  return (
    <div>
      <AppNavBar title={pageTitles.invoiceApplication} />
      <PageShell bar>
        <section className={styles.section} aria-labelledby="invoice-orders">
          <h2 id="invoice-orders" className={styles.sectionTitle}>
            <FormattedMessage {...m.ordersHeading} />
          </h2>
          <div className={styles.listCard}>{orderBody}</div>
          {page.ordersError && (
            <p className={styles.error} role="alert">
              <FormattedMessage {...m.ordersRequired} />
            </p>
          )}
        </section>
        <section className={styles.section} aria-labelledby="invoice-profile">
          <div className={styles.sectionHead}>
            <h2 id="invoice-profile" className={styles.sectionTitle}>
              <FormattedMessage {...m.profileHeading} />
            </h2>
            <Button size="small" fill="none" color="primary" onClick={page.addProfile}>
              <FormattedMessage {...m.addProfile} />
            </Button>
          </div>
          <div className={styles.card}>{profileBody}</div>
          {page.profileError && (
            <p className={styles.error} role="alert">
              <FormattedMessage {...m.profileRequired} />
            </p>
          )}
        </section>
      </PageShell>
      <FixedBar as="footer" className={`${styles.bottomBar} ${styles.submitBar}`}>
        <p className={styles.total} aria-live="polite">
          <FormattedMessage
            {...m.selectedTotal}
            values={{ count: page.chosenCount, amount: formatMoney(intl, page.total) }}
          />
        </p>
        <Button color="primary" shape="rounded" size="large" loading={page.pending} disabled={page.pending} onClick={page.submit}>
          <FormattedMessage {...commonMessages.submitRequest} />
        </Button>
      </FixedBar>
    </div>
  );
}
