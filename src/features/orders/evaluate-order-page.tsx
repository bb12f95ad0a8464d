import { Button } from '@/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Result from 'antd-mobile/es/components/result';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { defineMessages, FormattedMessage, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { OrderRecordUnavailable } from '@/components/record-unavailable';
import { ImageUpload } from '@/components/image-upload';
import { LazyImage } from '@/components/lazy-image';
import { AppNavBar } from '@/components/nav-bar';
import { FixedBar } from '@/components/fixed-bar';
import { pageTitles } from '@/components/page-titles';
import { LimitedTextArea } from '@/components/limited-text-area';
import { imageFileToDataUrl } from '@/lib/image-data-url';
import { links } from '@/lib/links';
import { orderMessages } from './order-messages';
import { RatingField } from './rating-field';
import { reviewFieldId, toRating, useEvaluateOrder, type GoodsToReview, type ItemReview } from './use-evaluate-order';
import styles from './evaluate-order-page.module.css';

const messages = defineMessages<{
  readonly rating: { readonly title: MessageValue };
  readonly content: { readonly title: MessageValue };
  readonly optional: { readonly count: number | bigint };
  readonly contentPlaceholder: NoMessageValues;
  readonly photos: { readonly title: MessageValue };
  readonly anonymous: NoMessageValues;
  readonly submit: NoMessageValues;
  readonly allDone: NoMessageValues;
  readonly backToOrder: NoMessageValues;
}>({
  rating: { id: 'orders.review_rating', defaultMessage: 'Rating for {title}' },
  content: { id: 'orders.review_content', defaultMessage: 'Review of {title}' },
  optional: {
    id: 'orders.review_words_optional',
    defaultMessage: '{count, plural, =1 {Words are optional.} other {Words are optional; this review counts for all # specs above.}}',
  },
  contentPlaceholder: {
    id: 'orders.review_content_placeholder',
    defaultMessage: 'How are the finish, the plating and the sizes? Would your customers like it?',
  },
  photos: { id: 'orders.review_photos', defaultMessage: 'Photos of {title}' },
  anonymous: { id: 'orders.review_anonymous', defaultMessage: 'Review anonymously' },
  submit: { id: 'orders.review_submit', defaultMessage: 'Submit review' },
  allDone: { id: 'orders.review_all_done', defaultMessage: 'Every item of this order has been reviewed.' },
  backToOrder: { id: 'orders.review_back_to_order', defaultMessage: 'Back to the order' },
});

/** Photos per reviewed item: enough to show the piece from a few sides. Our choice (not in the spec). */
const REVIEW_PHOTO_MAX = 6;
const THUMB_PX = 64;

interface GoodsReviewCardProps {
  goods: GoodsToReview;
  review: ItemReview;
  onChange: (patch: Partial<ItemReview>) => void;
  disabled: boolean;
}

function GoodsReviewCard({ goods, review, onChange, disabled }: GoodsReviewCardProps) {
  const intl = useIntl();
  const fieldId = reviewFieldId(goods.goodsId);
  return (
    <section className={styles.card} aria-label={goods.title}>
      <header className={styles.item}>
        <LazyImage className={styles.thumb} src={goods.image} alt="" width={THUMB_PX} height={THUMB_PX} />
        <div className={styles.itemText}>
          <h2 className={styles.itemTitle}>{goods.title}</h2>
          <p className={styles.itemSpec}>{goods.lines.map((line) => line.specs_title).join(' · ')}</p>
        </div>
      </header>
      <RatingField
        label={intl.formatMessage(messages.rating, { title: goods.title })}
        value={review.rating}
        onChange={(rating) => onChange({ rating: toRating(rating) })}
        disabled={disabled}
      />
      <label htmlFor={fieldId} className={styles.srOnly}>
        {intl.formatMessage(messages.content, { title: goods.title })}
      </label>
      <LimitedTextArea
        id={fieldId}
        className={styles.textarea}
        placeholder={intl.formatMessage(messages.contentPlaceholder)}
        value={review.content}
        onChange={(content) => onChange({ content })}
        autoSize={{ minRows: 3, maxRows: 6 }}
        disabled={disabled}
      />
      <p className={styles.itemSpec}>
        {intl.formatMessage(messages.optional, { count: goods.lines.length })}
      </p>
      <ImageUpload
        label={intl.formatMessage(messages.photos, { title: goods.title })}
        maxCount={REVIEW_PHOTO_MAX}
        upload={imageFileToDataUrl}
        onChange={(uploads) => onChange({ uploads })}
        draft={`review-${String(goods.goodsId)}`}
        disabled={disabled}
      />
    </section>
  );
}

/** Stars, words and photos for each item of a received order, then back to the order. */
export default function EvaluateOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { orderId, valid, order, goods, reviewOf, update, anonymous, setAnonymous, submit, submitting } = useEvaluateOrder();

  // Opened without an order or for one that did not come: a way on, as the order page has.
  let body;
  if (!valid || (order.isError && !order.data)) {
    body = (
      <OrderRecordUnavailable
        loadFailed={valid}
        failedTitle={orderMessages.orderLoadFailed}
        notFoundTitle={orderMessages.notFound}
        onRetry={() => void order.refetch()}
        list={links.orderList()}
      />
    );
  } else if (!order.data) {
    body = (
      <div className={styles.card} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (goods.length === 0) {
    body = (
      <Result
        status="success"
        title={intl.formatMessage(messages.allDone)}
        description={
          <Button color="primary" shape="rounded" onClick={() => void navigate(links.orderInfo(orderId), { replace: true })}>
            <FormattedMessage {...messages.backToOrder} />
          </Button>
        }
      />
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.cards}>
          {goods.map((g) => (
            <GoodsReviewCard
              key={g.goodsId}
              goods={g}
              review={reviewOf(g.goodsId)}
              onChange={(patch) => update(g.goodsId, patch)}
              disabled={submitting}
            />
          ))}
        </div>
        <FixedBar className={styles.bar}>
          <Checkbox checked={anonymous} onChange={setAnonymous} disabled={submitting}>
            <FormattedMessage {...messages.anonymous} />
          </Checkbox>
          <Button type="submit" color="primary" shape="rounded" loading={submitting} disabled={submitting} className={styles.submit}>
            <FormattedMessage {...messages.submit} />
          </Button>
        </FixedBar>
      </form>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.evaluateOrder} />
      <main className={styles.main}>{body}</main>
    </>
  );
}
