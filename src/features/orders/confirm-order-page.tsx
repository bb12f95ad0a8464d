import { ActionLink } from '@/components/action-link';
import { Button } from '@/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ShippingIncluded } from '@/components/amount-breakdown';
import { AppNavBar } from '@/components/nav-bar';
import { offlineMessages } from '@/components/offline-banner';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { formatMoney } from '@/lib/money';
import { selectIsOffline } from '@/state/connection-slice';
import { useAppSelector } from '@/state/hooks';
import { ConfirmAddress } from './confirm-address';
import { ConfirmGoods } from './confirm-goods';
import { ConfirmOptions } from './confirm-options';
import { ConfirmTotals } from './confirm-totals';
import { useConfirmOrder, type PlaceFailure } from './confirm-use-order';
import styles from './confirm-order.module.css';
import { FixedBar } from '@/components/fixed-bar';

const messages = defineMessages({
  badLink: { id: 'checkout.bad_link', defaultMessage: 'This checkout link is incomplete.' },
  nothingSelected: { id: 'checkout.nothing_selected', defaultMessage: 'Nothing is selected in your cart' },
  nothingSelectedBody: { id: 'checkout.nothing_selected_body', defaultMessage: 'Select the items you want to order in the cart.' },
  toCart: { id: 'checkout.to_cart', defaultMessage: 'Go to the cart' },
  loadFailed: { id: 'checkout.load_failed', defaultMessage: 'The order preview could not be loaded.' },
  total: { id: 'checkout.bar_total', defaultMessage: 'Total' },
  place: { id: 'checkout.place', defaultMessage: 'Place order' },
  placing: { id: 'checkout.placing', defaultMessage: 'Placing…' },
  needAddress: { id: 'checkout.need_address', defaultMessage: 'Add a delivery address to place the order' },
  failedTitle: { id: 'checkout.failed_title', defaultMessage: 'Your order was not placed' },
  failedKept: {
    id: 'checkout.failed_kept',
    defaultMessage: 'Everything you chose is still here. Check the message and try again.',
  },
  failedStock: {
    id: 'checkout.failed_stock',
    defaultMessage: 'Some items no longer have enough stock. Adjust them in the cart; your address, coupon and note are kept.',
  },
  fixInCart: { id: 'checkout.fix_in_cart', defaultMessage: 'Fix in the cart' },
  failedStockBuyNow: {
    id: 'checkout.failed_stock_buy_now',
    defaultMessage: 'Some items no longer have enough stock. Go back to the goods to choose a smaller quantity or another spec.',
  },
  backToGoods: { id: 'checkout.back_to_goods', defaultMessage: 'Back to the goods' },
  shortTitle: { id: 'checkout.short_title', defaultMessage: 'Not enough stock for this order' },
  shortCart: {
    id: 'checkout.short_cart',
    defaultMessage: 'Some selected items no longer have enough stock. Adjust their quantities in the cart.',
  },
});

function FailureNotice({ failure, buyNow, onFix }: { failure: PlaceFailure; buyNow: boolean; onFix: () => void }) {
  const intl = useIntl();
  const stockText = buyNow ? messages.failedStockBuyNow : messages.failedStock;
  return (
    <div className={styles.failure} role="alert">
      <strong>{intl.formatMessage(messages.failedTitle)}</strong>
      {failure.kind === 'other' && failure.message && <span>{failure.message}</span>}
      <span>{intl.formatMessage(failure.kind === 'out_of_stock' ? stockText : messages.failedKept)}</span>
      {failure.kind === 'out_of_stock' && (
        <Button size="small" color="danger" fill="outline" onClick={onFix}>
          {intl.formatMessage(buyNow ? messages.backToGoods : messages.fixInCart)}
        </Button>
      )}
    </div>
  );
}

export default function ConfirmOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const c = useConfirmOrder();
  const offline = useAppSelector(selectIsOffline);
  const toFix = () => void navigate(c.fixTarget);
  const buyNow = c.source?.kind === 'buy_now';
  const fixLabel = intl.formatMessage(buyNow ? messages.backToGoods : messages.fixInCart);
  // Where the order came from (the cart, or the goods bought now): the way on from a preview
  // that cannot be shown. A link with no source leads to the cart.
  const backToSource = (quiet = false) => (
    <ActionLink to={c.fixTarget} quiet={quiet}>
      {intl.formatMessage(buyNow ? messages.backToGoods : messages.toCart)}
    </ActionLink>
  );

  let body;
  if (!c.source) {
    body = (
      <EmptyState title={messages.badLink}>{backToSource()}</EmptyState>
    );
  } else if (c.emptyCart) {
    body = (
      <EmptyState title={messages.nothingSelected} description={messages.nothingSelectedBody}>
        {backToSource()}
      </EmptyState>
    );
  } else if (c.loading) {
    body = (
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (c.previewShort) {
    body = (
      <EmptyState title={messages.shortTitle} description={buyNow ? messages.failedStockBuyNow : messages.shortCart}>
        <ActionLink to={c.fixTarget}>{fixLabel}</ActionLink>
      </EmptyState>
    );
  } else if (c.loadError || !c.data) {
    body = (
      <LoadFailed title={messages.loadFailed} onRetry={c.retry}>
        {backToSource(true)}
      </LoadFailed>
    );
  } else {
    const { data } = c;
    body = (
      <>
        {c.failure && <FailureNotice failure={c.failure} buyNow={buyNow} onFix={toFix} />}
        <div className={styles.columns}>
          <div className={styles.column}>
            <ConfirmAddress address={data.address} onChoose={c.chooseAddress} />
            <ConfirmGoods lines={data.calculation.lines} />
          </div>
          <div className={styles.column}>
            <ConfirmOptions
              coupons={data.coupons}
              calculation={data.calculation}
              onCoupon={c.chooseCoupon}
              agentId={c.draft.agentId}
              onAgent={c.chooseAgent}
              remark={c.draft.remark}
              onRemark={c.setRemark}
              disabled={c.placing}
            />
            <ConfirmTotals calculation={data.calculation} />
          </div>
        </div>
        <FixedBar className={styles.bar}>
          <div className={styles.barTotal}>
            <span>{intl.formatMessage(messages.total)}</span>
            <strong className={styles.price}>{formatMoney(intl, data.calculation.total)}</strong>
            {/* As in the cart's bar: the total can be followed from the goods above without the summary. */}
            <ShippingIncluded freight={data.calculation.freight} className={styles.barNote} />
            {!data.address && <span className={styles.barHint}>{intl.formatMessage(messages.needAddress)}</span>}
            {offline && (
              <span id="place-offline" className={styles.barHint}>
                {intl.formatMessage(offlineMessages.onlineOnly)}
              </span>
            )}
          </div>
          {/* Placing an order never waits on the device (issue 16): offline it says why it cannot. */}
          <Button
            color="primary"
            shape="rounded"
            className={styles.place}
            disabled={!c.canPlace || offline}
            aria-describedby={offline ? 'place-offline' : undefined}
            loading={c.placing} onClick={() => void c.placeOrder()}>
            {intl.formatMessage(c.placing ? messages.placing : messages.place)}
          </Button>
        </FixedBar>
      </>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.confirmOrder} />
      <PageShell bar stack>{body}</PageShell>
    </>
  );
}
