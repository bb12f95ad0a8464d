import { useCallback, useMemo, useState } from 'react';
import { defineMessages } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppraiseMutation, useOrderDetailsQuery } from '@/api/order';
import type { AppraiseRequest } from '@/api/types';
import type { UploadSummary } from '@/components/image-upload';
import { links } from '@/lib/links';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { untypedMessages as untyped } from '@/lib/message-descriptors';

export const evaluateMessages = untyped(defineMessages({
  thanks: { id: 'orders.review_thanks', defaultMessage: 'Thank you for your review!' },
  waitUploads: { id: 'orders.review_wait_uploads', defaultMessage: 'Please wait until your photos have uploaded.' },
  contentRequired: { id: 'orders.review_content_required', defaultMessage: 'Write a few words about this item.' },
  failedUploads: {
    id: 'orders.review_failed_uploads',
    defaultMessage: 'Some photos did not upload. Retry or remove them first.',
  },
}));

type Rating = AppraiseRequest['items'][number]['rating'];

export interface ItemReview {
  rating: Rating;
  content: string;
  uploads: UploadSummary;
}

/** A buyer who got what they ordered usually gives five stars; they lower it when not. */
const DEFAULT_RATING: Rating = 5;
const NO_UPLOADS: UploadSummary = { urls: [], uploading: 0, failed: 0 };

/** The id of an item's review field, so a failed submit can take the shopper to it. */
export const reviewFieldId = (itemId: number) => `review-${String(itemId)}`;

export function toRating(value: number): Rating {
  const r = Math.min(5, Math.max(1, Math.round(value)));
  return r as Rating;
}

/** The review form of ?orderId=: one entry per item not reviewed yet, then appraise and back. */
export function useEvaluateOrder() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const order = useOrderDetailsQuery({ id: orderId }, { skip: !valid });
  const [appraise, { isLoading: submitting }] = useAppraiseMutation();
  const [reviews, setReviews] = useState<Record<number, Partial<ItemReview> | undefined>>({});
  const [anonymous, setAnonymous] = useState(false);
  // Items submitted without words (the shop asks for a few on every item), shown under each field.
  const [unwritten, setUnwritten] = useState<ReadonlySet<number>>(new Set());

  const items = useMemo(() => (order.data?.items ?? []).filter((item) => !item.appraised), [order.data]);
  const reviewOf = useCallback(
    (itemId: number): ItemReview => ({ rating: DEFAULT_RATING, content: '', uploads: NO_UPLOADS, ...reviews[itemId] }),
    [reviews],
  );
  const update = useCallback((itemId: number, patch: Partial<ItemReview>) => {
    setReviews((current) => ({ ...current, [itemId]: { ...current[itemId], ...patch } }));
    if (patch.content?.trim()) {
      setUnwritten((current) => (current.has(itemId) ? new Set([...current].filter((id) => id !== itemId)) : current));
    }
  }, []);

  const submit = useCallback(async () => {
    const all = items.map((item) => ({ item, review: reviewOf(item.id) }));
    const blank = all.filter((r) => !r.review.content.trim()).map((r) => r.item.id);
    setUnwritten(new Set(blank));
    if (blank.length > 0) {
      document.getElementById(reviewFieldId(blank[0] ?? 0))?.focus();
      return;
    }
    const problem = all.some((r) => r.review.uploads.uploading > 0)
      ? evaluateMessages.waitUploads
      : all.some((r) => r.review.uploads.failed > 0)
        ? evaluateMessages.failedUploads
        : null;
    if (problem) {
      dispatch(toastRequested({ text: { message: problem } }));
      return;
    }
    try {
      await appraise({
        order_id: orderId,
        anonymous,
        items: all.map(({ item, review }) => ({
          order_item_id: item.id,
          rating: review.rating,
          content: review.content.trim(),
          images: review.uploads.urls,
        })),
      }).unwrap();
    } catch {
      return; // shown by the baseQuery; everything typed stays
    }
    dispatch(toastRequested({ text: { message: evaluateMessages.thanks }, icon: 'success' }));
    await navigate(links.orderInfo(orderId), { replace: true });
  }, [anonymous, appraise, dispatch, items, navigate, orderId, reviewOf]);

  return { orderId, valid, order, items, reviewOf, update, unwritten, anonymous, setAnonymous, submit, submitting };
}
