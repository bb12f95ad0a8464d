import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Appraisal } from '@/api/types';
import { links } from '@/lib/links';
import { ShopText } from '@/components/shop-text';
import { StarRating } from '@/components/star-rating';
import { appraisalMessages as m } from './appraisal-messages';
import styles from './comment-list-page.module.css';

const GOODS_PX = 56;
const PHOTO_PX = 76;

interface AppraisalCardProps {
  appraisal: Appraisal;
  onOpenPhoto: (images: string[], index: number) => void;
}

/** One of the shopper's reviews: the goods, the stars, the words, the photos and the shop's reply. */
export function AppraisalCard({ appraisal: a, onOpenPhoto }: AppraisalCardProps) {
  const intl = useIntl();
  return (
    <article className={styles.card}>
      <Link
        to={links.goodsInfo(a.commodity_id)}
        className={styles.goods}
      >
        {/* No picture from the server: no src at all (src="" would fetch this page again), the box keeps its size. */}
        <img className={styles.goodsImage} src={a.image || undefined} alt="" width={GOODS_PX} height={GOODS_PX} loading="lazy" />
        <span className={styles.goodsText}>
          <span className={styles.goodsTitle}>{a.commodity_title}</span>
          {a.specs_title && <span className={styles.meta}>{a.specs_title}</span>}
        </span>
      </Link>
      <div className={styles.ratingRow}>
        <StarRating value={a.rating} style={{ '--star-size': '16px', '--active-color': '#d4a017' }} />
        <time className={styles.meta} dateTime={new Date(a.create_time * 1000).toISOString()}>
          {intl.formatDate(a.create_time * 1000, { dateStyle: 'medium' })}
        </time>
      </div>
      {a.content && <ShopText text={a.content} className={styles.content} />}
      {a.images.length > 0 && (
        <ul className={styles.photos}>
          {a.images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.photoButton}
                aria-label={intl.formatMessage(m.photo, { index: index + 1, count: a.images.length })}
                onClick={() => onOpenPhoto(a.images, index)}
              >
                <img src={src} alt="" width={PHOTO_PX} height={PHOTO_PX} loading="lazy" className={styles.photo} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {a.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            <FormattedMessage {...m.shopReply} />
          </p>
          <ShopText text={a.reply} className={styles.replyText} />
        </div>
      )}
    </article>
  );
}
