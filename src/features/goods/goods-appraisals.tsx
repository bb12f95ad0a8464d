import Popup from 'antd-mobile/es/components/popup';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useAppraiseListInfiniteQuery } from '@/api/order/endpoints';
import type { Appraisal } from '@/api/types';
import { LazyImage } from '@/components/lazy-image';
import { LoadMore } from '@/components/load-more';
import { RetryLine } from '@/components/retry-line';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { ShopText } from '@/components/shop-text';
import { StarRating } from '@/components/star-rating';
import { goodsMessages as m } from './goods-messages';
import styles from './goods-appraisals.module.css';

const PREVIEW = 2;
const AVATAR_PX = 64;
const PHOTO_PX = 160;

function AppraisalItem({ appraisal }: { appraisal: Appraisal }) {
  const intl = useIntl();
  return (
    <article className={styles.item}>
      <header className={styles.who}>
        <LazyImage src={appraisal.avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} className={styles.avatar} />
        <span className={styles.name}>{appraisal.nickname}</span>
        <span className={styles.date}>
          <FormattedDate value={appraisal.create_time * 1000} dateStyle="medium" />
        </span>
      </header>
      <StarRating value={appraisal.rating} className={styles.rate} />
      <p className={styles.spec}>{appraisal.specs_title}</p>
      {appraisal.content && <ShopText text={appraisal.content} className={styles.text} />}
      {appraisal.images.length > 0 && (
        <div className={styles.photos}>
          {appraisal.images.map((src) => (
            <LazyImage key={src} src={src} alt="" width={PHOTO_PX} height={PHOTO_PX} className={styles.photo} />
          ))}
        </div>
      )}
      {appraisal.reply && (
        <p className={styles.reply}>
          <strong>{intl.formatMessage(m.shopReply)}</strong> <ShopText as="span" text={appraisal.reply} />
        </p>
      )}
    </article>
  );
}

/** All reviews of a goods in a sheet, a page at a time. */
function AllAppraisals({ goodsId }: { goodsId: number }) {
  const list = useInfiniteList(useAppraiseListInfiniteQuery({ commodity_id: goodsId, limit: PAGE_SIZE }));
  return (
    <>
      {list.items.map((a) => (
        <AppraisalItem key={a.id} appraisal={a} />
      ))}
      <LoadMore status={list.status} failed={list.failed} onLoadMore={list.loadMore} />
    </>
  );
}

/** Reviews on the goods page: the count, the latest two, and all of them in a sheet. */
export function GoodsAppraisals({ goodsId, count }: { goodsId: number; count: number }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Its own entry of one page (the latest reviews); the sheet's list is another, grown by scrolling.
  const preview = useAppraiseListInfiniteQuery({ commodity_id: goodsId, limit: PREVIEW });
  const latest = preview.data?.pages.at(0);
  const total = latest?.total ?? count;
  const items = latest?.list ?? [];
  // No answer at all (offline with none saved, a server error) is not "no reviews": the heading
  // still counts the goods' reviews, so the line says they did not come, and "See all" waits.
  const failed = preview.isError && latest === undefined;

  return (
    <section className={styles.card} aria-labelledby="goods-appraisals">
      <header className={styles.header}>
        <h2 id="goods-appraisals" className={styles.heading}>
          {intl.formatMessage(m.appraisals, { count: total })}
        </h2>
        {total > items.length && !failed && (
          <button type="button" className={styles.more} onClick={() => setOpen(true)}>
            {intl.formatMessage(m.seeAllAppraisals)}
            <RightOutline aria-hidden />
          </button>
        )}
      </header>
      {failed ? (
        <RetryLine message={m.appraisalsFailed} onRetry={() => void preview.refetch()} className={styles.empty} />
      ) : items.length === 0 && !preview.isFetching ? (
        <p className={styles.empty}>{intl.formatMessage(m.noAppraisals)}</p>
      ) : (
        items.map((a) => <AppraisalItem key={a.id} appraisal={a} />)
      )}
      <Popup showCloseButton visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <section aria-label={intl.formatMessage(m.appraisals, { count: total })}>
          <h2 className={styles.sheetTitle}>{intl.formatMessage(m.appraisals, { count: total })}</h2>
          <AllAppraisals goodsId={goodsId} />
        </section>
      </Popup>
    </section>
  );
}
