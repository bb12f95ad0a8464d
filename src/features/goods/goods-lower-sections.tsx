import { useIntl } from 'react-intl';
import type { GoodsDetail } from '@/api/types';
import { RichText } from '@/components/rich-text';
import { GoodsAppraisals } from './goods-appraisals';
import { goodsMessages as m } from './goods-messages';
import styles from './goods-info-page.module.css';

/**
 * What a goods page shows below a phone's first screen: the reviews and the shop's description.
 * A chunk of its own (goods-info-page.tsx, GoodsLower): DOMPurify, the reviews' popup and the
 * order endpoints they call were a third of what a goods page downloaded before its largest
 * picture.
 */
export function GoodsLowerSections({ goods, customer }: { goods: GoodsDetail; customer: boolean }) {
  const intl = useIntl();
  return (
    <>
      <GoodsAppraisals goodsId={goods.id} count={goods.appraise_count} />
      {/* The shop's description speaks to wholesale buyers (minimum order, tier prices): not a customer's. */}
      {!customer && (
        <section className={styles.card} aria-labelledby="goods-description">
          <h2 id="goods-description" className={styles.heading}>
            {intl.formatMessage(m.description)}
          </h2>
          <RichText html={goods.description} className={styles.description} />
        </section>
      )}
    </>
  );
}
