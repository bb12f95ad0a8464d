import { Button } from '@/components/button';
import Popup from 'antd-mobile/es/components/popup';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { GoodsDetail } from '@/api/types';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { cssColour } from '@/lib/colour';
import { formatMoney } from '@/lib/money';
import { goodsMessages as m } from './goods-messages';
import { batchMessages as bm } from './batch-messages';
import type { BatchOffer } from './spec-quantities';
import { SpecStepper } from './spec-stepper';
import { TierLadder } from './tier-ladder';
import { useSpecSheet, type SheetMode } from './use-spec-sheet';
import { WatchButton } from './watch-button';
import styles from './spec-sheet.module.css';
import { commonMessages } from '@/components/common-messages';

interface SpecSheetProps {
  goods: GoodsDetail;
  visible: boolean;
  mode: SheetMode;
  onClose: () => void;
  /** The running batch the goods was reached from, if any. */
  batch?: BatchOffer | null;
}

const THUMB_PX = 160;
/** A plating without a readable colour (none sent, or not a plain colour) shows a neutral swatch. */
const SWATCH_UNKNOWN = '#ddd';

/**
 * The wholesale spec sheet: every colour and size with its stock and price, a stepper for each,
 * so a buyer sets all quantities in one go; the total decides the tier and meets the minimum order.
 */
export function SpecSheet({ goods, visible, mode, onClose, batch = null }: SpecSheetProps) {
  const intl = useIntl();
  const sheet = useSpecSheet(goods, mode, onClose, batch);
  const reasonsId = useId();
  const sizeName = new Map(goods.sizes.map((s) => [s.id, s.name]));
  const groups = goods.platings
    .map((plating) => ({ plating, specs: goods.specs.filter((s) => s.plating_id === plating.id) }))
    .filter((g) => g.specs.length > 0);
  const ungrouped = goods.specs.filter((s) => !goods.platings.some((p) => p.id === s.plating_id));
  if (ungrouped.length > 0) groups.push({ plating: { id: 0, name: '', color: '' }, specs: ungrouped });

  const hint =
    sheet.short > 0
      ? intl.formatMessage(m.shortOfMinimum, { count: sheet.short, min: goods.min_order_qty })
      : sheet.next
        ? intl.formatMessage(m.nextTier, { count: sheet.next.addQty, price: formatMoney(intl, sheet.next.price) })
        : intl.formatMessage(m.topTier);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <section className={styles.inner} aria-label={intl.formatMessage(m.sheetTitle)}>
        <header className={styles.head}>
          <LazyImage src={goods.image} alt="" width={THUMB_PX} height={THUMB_PX} eager className={styles.thumb} />
          <div className={styles.headText}>
            <Price amount={sheet.unitPrice} size="lg" />
            <p className={styles.muted}>{intl.formatMessage(m.minOrder, { count: goods.min_order_qty })}</p>
            {batch && batch.left > 0 && (
              <p className={styles.batchNote}>
                {intl.formatMessage(bm.sheetNote, { price: formatMoney(intl, batch.price), count: batch.left })}
              </p>
            )}
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage(commonMessages.close)}>
            <CloseOutline aria-hidden />
          </button>
        </header>
        <TierLadder tiers={goods.price_tiers} reached={sheet.total > 0 ? sheet.tierIndex : undefined} />
        <div className={styles.specs}>
          {groups.map(({ plating, specs }) => (
            <section key={plating.id} className={styles.group} aria-label={plating.name || undefined}>
              {plating.name && (
                <h3 className={styles.plating}>
                  <span className={styles.swatch} style={{ background: cssColour(plating.color) ?? SWATCH_UNKNOWN }} aria-hidden />
                  {plating.name}
                </h3>
              )}
              <ul className={styles.rows}>
                {specs.map((spec) => {
                  const max = sheet.available(spec.id, spec.stock);
                  const inCart = sheet.inCart.get(spec.id) ?? 0;
                  return (
                    <li key={spec.id} className={styles.row}>
                      <div className={styles.specText}>
                        <span className={styles.specName}>{sizeName.get(spec.size_id) ?? spec.title}</span>
                        <span className={spec.stock > 0 ? styles.muted : styles.soldOut}>
                          {intl.formatMessage(m.specStock, { count: spec.stock })}
                          {inCart > 0 && <span className={styles.inCart}>{intl.formatMessage(m.inCart, { count: inCart })}</span>}
                        </span>
                      </div>
                      <Price amount={sheet.unitPrice} size="sm" className={styles.specPrice} />
                      {spec.stock > 0 ? (
                        <SpecStepper
                          label={intl.formatMessage(m.quantityOf, { spec: spec.title })}
                          value={sheet.quantities[spec.id] ?? 0}
                          max={max}
                          disabled={max === 0}
                          onChange={(value, typed) => sheet.setQuantity(spec.id, value, typed)}
                        />
                      ) : (
                        <WatchButton
                          compact
                          name={spec.title}
                          watch={{ goodsId: goods.id, specId: spec.id, title: goods.title, specTitle: spec.title, image: spec.image || goods.image, sku: spec.sku }}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <footer className={styles.foot}>
          <div className={styles.summary} aria-live="polite">
            <span>
              {intl.formatMessage(m.total, { count: sheet.total })}
              {sheet.total > 0 && (
                <span className={styles.estimateLine}>
                  {intl.formatMessage(m.estimate)}
                  <strong className={styles.estimate}>{sheet.estimate}</strong>
                </span>
              )}
            </span>
            <span className={sheet.short > 0 ? styles.warn : styles.muted}>{hint}</span>
            {sheet.reasons.length > 0 && (
              <span id={reasonsId} className={styles.reasons}>
                {sheet.reasons.map((reason) => (
                  <span key={reason.key} className={styles.warn}>
                    {intl.formatMessage(reason.message, reason.values)}
                  </span>
                ))}
              </span>
            )}
          </div>
          <div className={styles.buttons}>
            {mode !== 'buy' && (
              <Button
                block
                shape="rounded"
                className={styles.cartButton}
                disabled={!sheet.canAdd}
                aria-describedby={!sheet.canAdd && sheet.reasons.length > 0 ? reasonsId : undefined}
                loading={sheet.adding}
                onClick={sheet.addToCart}
              >
                {intl.formatMessage(m.addToCart)}
              </Button>
            )}
            {mode !== 'cart' && (
              <Button
                block
                shape="rounded"
                color="primary"
                disabled={!sheet.canBuy}
                aria-describedby={!sheet.canBuy && sheet.reasons.length > 0 ? reasonsId : undefined}
                onClick={sheet.buyNow}
              >
                {intl.formatMessage(m.buyNow)}
              </Button>
            )}
          </div>
        </footer>
      </section>
    </Popup>
  );
}
