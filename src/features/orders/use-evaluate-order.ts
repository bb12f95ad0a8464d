import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineMessages } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppraiseMutation, useOrderDetailsQuery } from '@/api/order/endpoints';
import type { AppraiseRequest, OrderItem } from '@/api/types';
import { useFormDraft } from '@/components/forms/use-form-draft';
import type { UploadSummary } from '@/components/image-upload';
import { uploadProblem } from '@/components/upload-problem';
import { links } from '@/lib/links';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { positiveInteger } from '@/lib/positive-integer';

const evaluateMessages = defineMessages({
  thanks: { id: 'orders.review_thanks', defaultMessage: 'Thank you for your review!' },
});

type Rating = AppraiseRequest['items'][number]['rating'];

export interface ItemReview {
  rating: Rating;
  content: string;
  uploads: UploadSummary;
}

/** A buyer who got what they ordered usually gives five stars; they lower it when not. */
const DEFAULT_RATING: Rating = 5;
const NO_UPLOADS: UploadSummary = { urls: [], uploading: 0, failed: 0 };

/** The id of a goods' review field (its label points at it). */
export const reviewFieldId = (goodsId: number) => `review-${String(goodsId)}`;

/** The order's lines of one goods: one per spec bought, all reviewed with the goods' one review. */
export interface GoodsToReview {
  goodsId: number;
  title: string;
  image: string;
  lines: OrderItem[];
}

/** Groups the lines by goods, in the order's order: a ring in two sizes is one card, not two. */
export function groupByGoods(items: readonly OrderItem[]): GoodsToReview[] {
  const groups = new Map<number, GoodsToReview>();
  for (const item of items) {
    const group = groups.get(item.commodity_id);
    if (group) group.lines.push(item);
    else groups.set(item.commodity_id, { goodsId: item.commodity_id, title: item.title, image: item.image, lines: [item] });
  }
  return [...groups.values()];
}

/**
 * What a reload or an expired session gives back (use-form-draft.ts): each goods' stars and words
 * (`rating-<goods>`, `content-<goods>`) and the anonymous choice; each goods' photos are kept by
 * their control (use-picture-draft.ts).
 */
type ReviewDraft = Record<string, string | number | boolean>;
const isDraftField = (field: string) => /^(rating|content)-\d+$/.test(field) || field === 'anonymous';

function toDraft(reviews: Record<number, Partial<ItemReview> | undefined>, anonymous: boolean): ReviewDraft {
  const draft: ReviewDraft = { anonymous };
  for (const [goodsId, review] of Object.entries(reviews)) {
    if (review?.rating !== undefined) draft[`rating-${goodsId}`] = review.rating;
    if (review?.content !== undefined) draft[`content-${goodsId}`] = review.content;
  }
  return draft;
}

function fromDraft(draft: ReviewDraft): Record<number, Partial<ItemReview>> {
  const reviews: Record<number, Partial<ItemReview>> = {};
  for (const [field, value] of Object.entries(draft)) {
    const [, kind, id] = /^(rating|content)-(\d+)$/.exec(field) ?? [];
    if (!kind || !id) continue;
    const review = (reviews[Number(id)] ??= {});
    if (kind === 'rating' && typeof value === 'number') review.rating = toRating(value);
    if (kind === 'content' && typeof value === 'string') review.content = value;
  }
  return reviews;
}

export function toRating(value: number): Rating {
  const r = Math.min(5, Math.max(1, Math.round(value)));
  return r as Rating;
}

/**
 * The review form of ?orderId=: one entry per goods not reviewed yet (its stars, words and photos
 * go to each of its spec lines, as the server appraises lines), then appraise and back. Words are
 * optional: the stars are the review, and the server asks for nothing more.
 */
export function useEvaluateOrder() {
  const [params] = useSearchParams();
  const orderId = positiveInteger(params.get('orderId')) ?? 0;
  const valid = orderId > 0;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const order = useOrderDetailsQuery({ id: orderId }, { skip: !valid });
  const [appraise, { isLoading: submitting }] = useAppraiseMutation();
  const draft = useFormDraft<ReviewDraft>('review', isDraftField);
  const [reviews, setReviews] = useState<Record<number, Partial<ItemReview> | undefined>>(() => fromDraft(draft.initial({})));
  const [anonymous, setAnonymous] = useState(() => draft.initial<ReviewDraft>({}).anonymous === true);
  const { keep } = draft;
  useEffect(() => keep(null, toDraft(reviews, anonymous)), [keep, reviews, anonymous]);

  const goods = useMemo(() => groupByGoods((order.data?.items ?? []).filter((item) => !item.appraised)), [order.data]);
  const reviewOf = useCallback(
    (goodsId: number): ItemReview => ({ rating: DEFAULT_RATING, content: '', uploads: NO_UPLOADS, ...reviews[goodsId] }),
    [reviews],
  );
  const update = useCallback((goodsId: number, patch: Partial<ItemReview>) => {
    setReviews((current) => ({ ...current, [goodsId]: { ...current[goodsId], ...patch } }));
  }, []);

  const submit = useCallback(async () => {
    const all = goods.map((g) => ({ goods: g, review: reviewOf(g.goodsId) }));
    const problem = uploadProblem(...all.map((r) => r.review.uploads));
    if (problem) {
      dispatch(toastRequested({ text: { message: problem } }));
      return;
    }
    try {
      await appraise({
        order_id: orderId,
        anonymous,
        items: all.flatMap(({ goods: g, review }) =>
          g.lines.map((line) => ({
            order_item_id: line.id,
            rating: review.rating,
            content: review.content.trim(),
            images: review.uploads.urls,
          })),
        ),
      }).unwrap();
    } catch {
      return; // shown by the baseQuery; everything typed stays
    }
    dispatch(toastRequested({ text: { message: evaluateMessages.thanks }, icon: 'success' }));
    await navigate(links.orderInfo(orderId), { replace: true });
  }, [anonymous, appraise, dispatch, goods, navigate, orderId, reviewOf]);

  return { orderId, valid, order, goods, reviewOf, update, anonymous, setAnonymous, submit, submitting };
}
