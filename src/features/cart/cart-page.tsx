import { Button } from '@/components/button';
import { ActionLink } from '@/components/action-link';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { buyerLinks } from '@/lib/buyer-links';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { lineProblem } from './cart-math';
import { offlineMessages } from '@/components/offline-banner';
import { CartCouponRow } from './cart-coupon-row';
import { CartQueueNotes } from './cart-queue-notes';
import { CartGroupCard } from './cart-group-card';
import { CartSummaryBar } from './cart-summary-bar';
import { CartTotals } from './cart-totals';
import { useCart } from './use-cart';
import { lineLabel, useDeleteLines } from './use-cart-line';
import styles from './cart-page.module.css';
import { commonMessages } from '@/components/common-messages';
import { formatNames } from '@/lib/names-list';

const messages = defineMessages<{
  readonly manage: NoMessageValues;
  readonly loggedOutTitle: NoMessageValues;
  readonly loggedOutBody: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly waitingBlocksCheckout: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly quickOrder: NoMessageValues;
  readonly saveAsList: NoMessageValues;
  readonly buyerTools: NoMessageValues;
  readonly removeUnavailable: { readonly count: number | bigint };
}>({
  manage: { id: 'cart.manage', defaultMessage: 'Manage' },
  loggedOutTitle: { id: 'cart.logged_out_title', defaultMessage: 'Your cart is waiting' },
  loggedOutBody: {
    id: 'cart.logged_out_body',
    defaultMessage: 'Log in to see your cart, wholesale prices and coupons on every device.',
  },
  emptyTitle: { id: 'cart.empty_title', defaultMessage: 'Your cart is empty' },
  emptyBody: { id: 'cart.empty_body', defaultMessage: 'Browse the collection and add the pieces you want to stock.' },
  waitingBlocksCheckout: { id: 'cart.checkout_after_changes_sent', defaultMessage: 'Check out once your cart changes are sent' },
  loadFailed: { id: 'cart.load_failed', defaultMessage: 'The cart could not be loaded.' },
  quickOrder: { id: 'cart.quick_order', defaultMessage: 'Quick order by code' },
  saveAsList: { id: 'cart.save_as_list', defaultMessage: 'Save as a reorder list' },
  buyerTools: { id: 'cart.buyer_tools', defaultMessage: 'Buyer tools' },
  removeUnavailable: {
    id: 'cart.remove_unavailable',
    defaultMessage: '{count, plural, one {Remove # unavailable item} other {Remove # unavailable items}}',
  },
});

/** Counts stepper writes still on their way, so checkout waits for the quantities the shopper set. */
function useWriteTracker() {
  const [pending, setPending] = useState(0);
  const begin = useCallback(() => {
    setPending((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setPending((n) => n - 1);
    };
  }, []);
  return { writing: pending > 0, begin };
}

export default function CartPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCart();
  const labelOf = useCallback(
    (ids: number[]) =>
      formatNames(
        intl,
        cart.groups.flatMap((g) => g.lines.filter((l) => ids.includes(l.id)).map((l) => lineLabel(g, l))),
      ),
    [cart.groups, intl],
  );
  const { remove, deleting } = useDeleteLines(labelOf);
  const { writing, begin } = useWriteTracker();
  const [managing, setManaging] = useState(false);
  const hasItems = cart.groups.length > 0;

  // Always laid out, shown only with lines to manage: the navbar's title does not move when they come.
  const navRight = (
    <button
      type="button"
      className={styles.navAction}
      onClick={() => setManaging((m) => !m)}
      disabled={!hasItems}
      style={hasItems ? undefined : { visibility: 'hidden' }}
    >
      {intl.formatMessage(managing ? commonMessages.done : messages.manage)}
    </button>
  );

  let body;
  if (!cart.loggedIn) {
    body = (
      <EmptyState title={messages.loggedOutTitle} description={messages.loggedOutBody}>
        <ActionLink to={links.login(ROUTES.cart)}>{intl.formatMessage(commonMessages.logIn)}</ActionLink>
      </EmptyState>
    );
  } else if (cart.list.isLoading) {
    body = <Skeleton.Paragraph lineCount={8} animated className={styles.card} />;
  } else if (cart.list.isError && !cart.list.data) {
    // Offline with no saved copy, LoadFailed adds that it comes back with the connection.
    body = (
      <LoadFailed title={messages.loadFailed} onRetry={() => void cart.list.refetch()} />
    );
  } else if (!hasItems) {
    body = (
      <EmptyState title={messages.emptyTitle} description={messages.emptyBody}>
        <ActionLink to={ROUTES.class}>{intl.formatMessage(commonMessages.browseCatalogue)}</ActionLink>
      </EmptyState>
    );
  } else {
    const unavailable = cart.groups.flatMap((g) =>
      g.lines.filter((l) => {
        const p = lineProblem(l);
        return p === 'off_shelf' || p === 'spec_removed' || (p === 'out_of_stock' && l.stock === 0);
      }),
    );
    body = (
      <>
        {unavailable.length > 0 && (
          <Button size="small" fill="none" className={styles.clearUnavailable} onClick={() => void remove(unavailable.map((l) => l.id))}>
            {intl.formatMessage(messages.removeUnavailable, { count: unavailable.length })}
          </Button>
        )}
        <CartQueueNotes groups={cart.groups} />
        <div className={styles.groups}>
          {cart.groups.map((group) => (
            <CartGroupCard
              key={group.commodity_id}
              group={group}
              priced={cart.prices?.lines.find((l) => l.commodity_id === group.commodity_id)}
              onToggle={cart.toggleLines}
              onRemove={(ids) => void remove(ids)}
              onWrite={begin}
            />
          ))}
        </div>
        {/* Its count of usable coupons depends on the selection's prices: it shows once they are in. */}
        {!cart.couponsLoading && (cart.selectedIds.length === 0 || cart.prices) && (
          <CartCouponRow
            coupons={cart.coupons}
            now={cart.now}
            couponId={cart.couponId}
            onChange={cart.setCouponId}
            prices={cart.prices}
          />
        )}
        {cart.prices && !managing && <CartTotals prices={cart.prices} />}
        <CartSummaryBar
          allState={cart.allState}
          onToggleAll={cart.toggleAll}
          selectedCount={cart.selectedIds.length}
          prices={cart.prices}
          managing={managing}
          busy={writing || deleting || cart.pricesFetching}
          // Ordering needs the server, and the quantities it has must be the ones on screen.
          blockedReason={
            cart.offline
              ? intl.formatMessage(offlineMessages.onlineOnly)
              : cart.waitingChanges > 0
                ? intl.formatMessage(messages.waitingBlocksCheckout)
                : undefined
          }
          onCheckout={() => void navigate(links.confirmOrderFromCart())}
          onRemove={() => void remove(cart.selectedIds).then((done) => done && setManaging(false))}
        />
      </>
    );
  }

  // Quick order and reorder lists: reachable from the cart, with or without lines in it.
  const tools = cart.loggedIn && (
    <nav className={styles.tools} aria-label={intl.formatMessage(messages.buyerTools)}>
      <Link to={ROUTES.quickOrder}>{intl.formatMessage(messages.quickOrder)}</Link>
      {hasItems && <Link to={buyerLinks.newReorderList('cart')}>{intl.formatMessage(messages.saveAsList)}</Link>}
    </nav>
  );

  return (
    <>
      <AppNavBar title={pageTitles.cart} right={navRight} />
      <main className={hasItems ? styles.pageWithBar : styles.page}>
        {tools}
        {body}
      </main>
    </>
  );
}
