import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useAfterSalesButtonQuery,
  useAfterSalesDetailsQuery,
  useApplyAfterSalesMutation,
  useConfirmAfterSalesQuery,
  useEditAppyAfterSalesMutation,
  useOrderDetailsQuery,
} from '@/api/order/endpoints';
import type { AfterSalesReason, AfterSalesType, OrderItem } from '@/api/types';
import { uploadProblem } from '@/components/upload-problem';
import { links } from '@/lib/links';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { positiveInteger } from '@/lib/positive-integer';
import { afterSalesFormMessages as m } from './after-sales-form-messages';
import { normalizeAmount, refundCap, refundCapFromOrder } from './refund-cap';

export interface RefundFormValues {
  type: AfterSalesType;
  reason: AfterSalesReason;
  amount: string;
  description: string;
}

export interface RefundImages {
  urls: string[];
  uploading: number;
  failed: number;
}

/**
 * The after-sales form of ?orderId= (a new request) or ?orderId=&id= (editing one). A new request
 * claims pieces of the order's lines that have no open case; an edit keeps its lines and is only
 * offered while the server's button call allows 'edit' (under review, or rejected to re-apply).
 */
export function useRefundEdit() {
  const [params] = useSearchParams();
  const orderId = positiveInteger(params.get('orderId'));
  const caseId = positiveInteger(params.get('id'));
  const editing = caseId !== null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const order = useOrderDetailsQuery({ id: orderId ?? 0 }, { skip: orderId === null });
  const existing = useAfterSalesDetailsQuery({ id: caseId ?? 0 }, { skip: !editing });
  const buttons = useAfterSalesButtonQuery({ id: caseId ?? 0 }, { skip: !editing });

  // Pieces claimed per order line; null until the shopper changes something (then all open lines, whole).
  const [picked, setPicked] = useState<Record<number, number> | null>(null);
  const openLines = useMemo<OrderItem[]>(() => {
    if (editing) return existing.data?.items ?? [];
    return (order.data?.items ?? []).filter((item) => item.after_sales_id === null);
  }, [editing, existing.data, order.data]);
  const claims = useMemo(() => {
    if (editing || picked === null) return Object.fromEntries(openLines.map((l) => [l.id, l.quantity]));
    return picked;
  }, [editing, openLines, picked]);
  const claimedLines = openLines.filter((l) => (claims[l.id] ?? 0) > 0);
  const claimedIds = claimedLines.map((l) => l.id);

  // The preview (confirmAfterSales) serves a new request; it refuses lines that already have a
  // case, so an edit works its cap out from the order (the server checks it again either way).
  // For the same reason it is let go before applying: the apply call invalidates the order, and a
  // preview still subscribed would be asked again about lines that now have a case.
  const [sending, setSending] = useState(false);
  const previewQuery = useConfirmAfterSalesQuery(
    { order_id: orderId ?? 0, order_item_ids: claimedIds },
    { skip: editing || sending || orderId === null || claimedIds.length === 0 },
  );
  const [keptPreview, setKeptPreview] = useState(previewQuery.data);
  if (previewQuery.data && previewQuery.data !== keptPreview) setKeptPreview(previewQuery.data);
  const preview = { data: previewQuery.data ?? keptPreview, isFetching: previewQuery.isFetching };
  const claimed = claimedLines.map((l) => ({ price: l.price, quantity: l.quantity, claimed: claims[l.id] ?? 0 }));
  const cap = editing
    ? order.data
      ? refundCapFromOrder(order.data, claimed)
      : null
    : preview.data
      ? refundCap(preview.data.max_amount, claimed)
      : null;
  // Goods that never shipped can only be refunded, not returned.
  const types: AfterSalesType[] | undefined = editing
    ? order.data?.status === 'paid'
      ? ['refund_only']
      : ['refund_only', 'return_refund']
    : preview.data?.types;

  const setClaim = (lineId: number, quantity: number) => {
    setPicked((current) => ({ ...(current ?? Object.fromEntries(openLines.map((l) => [l.id, l.quantity]))), [lineId]: quantity }));
  };

  const [apply, applying] = useApplyAfterSalesMutation();
  const [edit, editingCall] = useEditAppyAfterSalesMutation();
  const submitting = sending || applying.isLoading || editingCall.isLoading;

  const submit = async (values: RefundFormValues, images: RefundImages) => {
    if (orderId === null || submitting) return;
    const problem = uploadProblem(images);
    if (problem) {
      dispatch(toastRequested({ text: { message: problem } }));
      return;
    }
    const application = {
      type: values.type,
      reason: values.reason,
      amount: normalizeAmount(values.amount),
      description: values.description.trim(),
      images: images.urls,
    };
    let id: number;
    setSending(true);
    try {
      if (caseId !== null) {
        await edit({ id: caseId, step: 'application', ...application }).unwrap();
        id = caseId;
      } else {
        const items = claimedLines.map((l) => ({ order_item_id: l.id, quantity: claims[l.id] ?? l.quantity }));
        id = (await apply({ order_id: orderId, items, ...application }).unwrap()).id;
      }
    } catch {
      setSending(false);
      return; // the baseQuery showed why; the form keeps everything typed
    }
    dispatch(toastRequested({ text: { message: editing ? m.updated : m.submitted }, icon: 'success' }));
    await navigate(links.refundProgress(id), { replace: true });
  };

  const editable = !editing || (buttons.data?.actions.includes('edit') ?? false);
  const loading = order.isLoading || existing.isLoading || buttons.isLoading;
  const failed = (order.isError && !order.data) || (existing.isError && !existing.data);

  return {
    orderId,
    caseId,
    editing,
    editable,
    loading,
    failed,
    retry: () => {
      void order.refetch();
      if (editing) void existing.refetch();
    },
    order: order.data,
    existing: existing.data,
    openLines,
    claims,
    setClaim,
    types,
    reasons: preview.data?.reasons,
    previewFetching: preview.isFetching,
    cap,
    submit,
    submitting,
  };
}
