import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import TagOutline from 'antd-mobile-icons/es/TagOutline';
import UploadOutline from 'antd-mobile-icons/es/UploadOutline';
import { lazy, Suspense, useRef } from 'react';
import type { GoodsDetail } from '@/api/types';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { labelStyle } from '@/components/label-style';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { useLoadingUntilSliced } from '@/components/use-loading-until-sliced';
import { Price } from '@/components/price';
import { OnDemand } from '@/components/on-demand';
import { LoadBoundary, PageLoadError } from '@/components/page-boundary';
import { ActionLink } from '@/components/action-link';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { trackChunk } from '@/lib/chunk-loads';
import { useCustomerMode } from '@/lib/customer-mode';
import { buyerLinks } from '@/lib/buyer-links';
import { ROUTES } from '@/lib/routes';
import { GoodsActionBar } from './goods-action-bar';
import { GoodsBatchBanner } from './goods-batch-banner';
import { GoodsGallery } from './goods-gallery';
import { goodsMessages as m } from './goods-messages';
import { TierLadder } from './tier-ladder';
import { useGoodsInfo } from './use-goods-info';
import { useGoodsLowerDue } from './use-goods-lower-due';
import { WatchButton, watchMessages } from './watch-button';
import styles from './goods-info-page.module.css';

// The spec sheet (steppers, quantities, its Popup) comes in a chunk of its own, mounted at its
// first opening (OnDemand): it was part of what a goods page downloaded before its largest paint.
// Out of reach at the tap, the page stays and the shopper is told; the next tap asks again.
const loadSpecSheet = () => import('./spec-sheet').then((module) => ({ default: module.SpecSheet }));

/**
 * The reviews and the description, below a phone's first screen, in a chunk of their own asked for
 * once the first picture has been painted (useGoodsLowerDue; issue 12): DOMPurify, the reviews'
 * popup and their calls no longer share the line with the first screen. Until then a placeholder
 * holds a little room at the page's end, where a shopper who scrolls at once sees something is
 * coming; nothing lies below it, so nothing moves when the sections replace it.
 */
const lowerSections = () => trackChunk(import('./goods-lower-sections'));
const LowerSections = lazy(() => lowerSections().then((module) => ({ default: module.GoodsLowerSections })));

function GoodsLower({ goods, customer }: { goods: GoodsDetail; customer: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const due = useGoodsLowerDue(place);
  const placeholder = (
    <div ref={place} className={styles.card} aria-hidden="true">
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
  if (!due) return placeholder;
  return (
    <LoadBoundary what="the goods page's lower sections" fallback={<PageLoadError />}>
      <Suspense fallback={placeholder}>
        <LowerSections goods={goods} customer={customer} />
      </Suspense>
    </LoadBoundary>
  );
}

/** A goods: pictures, tier prices, minimum order, options, reviews and details, with the buy bar. */
export default function GoodsInfoPage() {
  const intl = useIntl();
  const page = useGoodsInfo();
  // The first screen renders in slices after the details' answer (the skeleton stays until then).
  const waiting = useLoadingUntilSliced(page.goods === undefined);
  const goods = waiting ? undefined : page.goods;
  // Customer mode: the picture, the retail price, names and description; no terms of wholesale, no buying.
  const customer = useCustomerMode().on;

  const shareButton = goods && !customer ? (
    <button type="button" className={styles.navButton} onClick={page.share} aria-label={intl.formatMessage(m.share)}>
      <UploadOutline aria-hidden />
    </button>
  ) : null;

  if (!goods) {
    return (
      <>
        <AppNavBar title={pageTitles.goodsInfo} />
        <main className={styles.page}>
          {page.id === 0 ? (
            // No product in the address (a bare link): nothing failed, there is nothing to load.
            <EmptyState title={m.notFound}>
              <ActionLink to={ROUTES.class}>{intl.formatMessage(commonMessages.browseCategories)}</ActionLink>
            </EmptyState>
          ) : page.failed ? (
            <LoadFailed title={m.loadFailed} onRetry={page.retry} homeLink />
          ) : (
            <div className={styles.loading} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
              <Skeleton animated className={styles.skeletonImage} />
              <Skeleton.Paragraph lineCount={5} animated />
            </div>
          )}
        </main>
      </>
    );
  }

  const onSale = goods.status === 'on_sale';
  const tiered = goods.price_tiers.length > 1;
  return (
    <>
      <AppNavBar title={pageTitles.goodsInfo} right={shareButton} />
      <main className={styles.page}>
        <div className={styles.top}>
          <GoodsGallery images={goods.images.length ? goods.images : [goods.image]} title={goods.title} onSave={page.save} onShare={page.share} />
          <div className={styles.summary}>
            {!onSale && <NoticeBar content={intl.formatMessage(m.offShelf)} color="alert" />}
            {onSale && page.batch && !customer && <GoodsBatchBanner batch={page.batch} onEnd={page.refreshBatch} />}
            <section className={styles.card} aria-labelledby="goods-title">
              <div className={styles.priceRow}>
                <Price amount={goods.price} from={tiered} original={goods.original_price} size="lg" />
                {!customer && <span className={styles.sold}>{intl.formatMessage(m.sold, { count: goods.sales })}</span>}
              </div>
              <h2 id="goods-title" className={styles.title}>
                {goods.title}
              </h2>
              {goods.labels.length > 0 && (
                <ul className={styles.labels}>
                  {goods.labels.map((label) => (
                    <li key={label.id} style={labelStyle(label.color)}>
                      {label.name}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {!customer && (goods.stock === 0 || !onSale) && (
              <section className={`${styles.card} ${styles.watchCard}`} aria-label={intl.formatMessage(watchMessages.watch)}>
                {onSale && <p className={styles.soldOut}>{intl.formatMessage(watchMessages.allSoldOut)}</p>}
                <WatchButton watch={{ goodsId: goods.id, title: goods.title, image: goods.image }} />
              </section>
            )}
            {!customer && (
              <>
                <section className={styles.card} aria-labelledby="goods-tiers">
                  <h2 id="goods-tiers" className={styles.heading}>
                    {intl.formatMessage(m.tiers)}
                  </h2>
                  <TierLadder tiers={goods.price_tiers} />
                  <p className={styles.moq}>{intl.formatMessage(m.minOrder, { count: goods.min_order_qty })}</p>
                  <Link to={buyerLinks.printTags(goods.id)} className={styles.printTags}>
                    <TagOutline aria-hidden />
                    {intl.formatMessage(m.printTags)}
                  </Link>
                </section>
                <button type="button" className={`${styles.card} ${styles.specRow}`} onClick={() => page.openSheet('both')} disabled={!onSale}>
                  <span className={styles.specLabel}>{intl.formatMessage(m.specs)}</span>
                  <span className={styles.specValue}>
                    {intl.formatMessage(m.specSummary, { platings: goods.platings.length, sizes: goods.sizes.length })}
                    <span className={styles.muted}>{intl.formatMessage(m.chooseSpecs)}</span>
                  </span>
                  <RightOutline aria-hidden />
                </button>
              </>
            )}
            {customer && (
              <section className={styles.card} aria-labelledby="goods-options">
                <h2 id="goods-options" className={styles.heading}>
                  {intl.formatMessage(m.specs)}
                </h2>
                <p className={styles.muted}>{[...goods.platings, ...goods.sizes].map((o) => o.name).join(' · ')}</p>
              </section>
            )}
          </div>
        </div>
        <GoodsLower goods={goods} customer={customer} />
      </main>
      {!customer && (
        <>
          <GoodsActionBar
            collected={goods.is_collect}
            collecting={page.collecting}
            onCollect={page.toggleCollect}
            onAddToCart={() => page.openSheet('cart')}
            onBuyNow={() => page.openSheet('buy')}
            disabled={!onSale}
          />
          <OnDemand open={page.sheet !== null} load={loadSpecSheet} what="the options sheet" onUnavailable={page.closeSheet}>
            {(SpecSheet) => (
              <SpecSheet goods={goods} visible={page.sheet !== null} mode={page.sheet ?? 'both'} onClose={page.closeSheet} batch={page.batch} />
            )}
          </OnDemand>
        </>
      )}
    </>
  );
}
