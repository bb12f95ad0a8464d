import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/base-query';
import { useGetSelectedShoppingCartQuery } from '@/api/commodity/endpoints';
import { shortfallTarget, useConfirmOrderQuery, usePlaceMutation } from '@/api/order/endpoints';
import type { ConfirmOrderResult, Id } from '@/api/types';
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft, type CheckoutDraft } from '@/lib/checkout-draft';
import { links } from '@/lib/links';
import { draftKeyOf, orderSourceOf, parseConfirmSource } from './confirm-source';

export type PlaceFailure = { kind: 'out_of_stock' } | { kind: 'other'; message: string };

const addressIdOf = (raw: string | null): Id | null => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

function failureOf(error: unknown): PlaceFailure {
  const e = error as Partial<ApiError> | undefined;
  if (e?.kind === 'out_of_stock') return { kind: 'out_of_stock' };
  return { kind: 'other', message: typeof e?.msg === 'string' ? e.msg : '' };
}

/**
 * Checkout's behaviour. The shopper's choices (address, coupon, agent, remark) live in a draft
 * kept in sessionStorage on every change, so a failed place, a detour to add an address or a
 * reload loses nothing; the draft's request key makes a repeated place answer the same order.
 * While placing, the preview stops following the cart (placing empties it) and shows its last
 * answer; a failure lets it refresh again.
 */
export function useConfirmOrder() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const source = useMemo(() => parseConfirmSource(params), [params]);
  const draftKey = source ? draftKeyOf(source) : null;

  const returnedAddress = params.get('addressId');
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const saved = readCheckoutDraft(draftKey ?? '');
    const id = addressIdOf(returnedAddress);
    return id === null ? saved : { ...saved, addressId: id };
  });
  useEffect(() => {
    if (draftKey) writeCheckoutDraft(draftKey, draft);
  }, [draftKey, draft]);
  const update = useCallback((patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch })), []);

  // Back from adding an address (?addressId=, see confirm-address): the draft above took it as the
  // chosen one; the parameter is dropped so a reload or a later change is not overridden by it.
  useEffect(() => {
    if (returnedAddress === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('addressId');
        return next;
      },
      { replace: true },
    );
  }, [returnedAddress, setParams]);

  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<PlaceFailure | null>(null);

  const selected = useGetSelectedShoppingCartQuery(undefined, {
    skip: source?.kind !== 'cart' || placing,
    refetchOnMountOrArgChange: true,
  });
  const cartIds = useMemo(
    () => (selected.data?.list ?? []).flatMap((g) => g.lines.map((l) => l.id)),
    [selected.data],
  );
  const orderSource = source ? orderSourceOf(source, cartIds) : null;

  const [shown, setShown] = useState<ConfirmOrderResult | undefined>(undefined);
  // The server refuses a coupon that does not apply (with a dialog), so the draft's coupon (perhaps
  // chosen in the cart) is sent only once a preview has listed it among the applicable ones.
  const couponId = draft.couponId !== null && shown?.coupons.some((c) => c.id === draft.couponId) ? draft.couponId : null;
  const preview = useConfirmOrderQuery(
    orderSource ? { ...orderSource, address_id: draft.addressId, coupon_id: couponId } : { source: 'cart', cart_ids: [] },
    { skip: !orderSource || placing, refetchOnMountOrArgChange: true },
  );
  if (preview.data && preview.data !== shown && !placing) setShown(preview.data);
  // An address deleted meanwhile: fall back to the default one (the dialog has said why).
  if (preview.isError && draft.addressId !== null) update({ addressId: null });
  const data = placing ? shown : (preview.data ?? shown);

  const [place] = usePlaceMutation();
  const address = data?.address ?? null;
  const belowMinimum = data?.calculation.lines.some((l) => l.below_min_order) ?? false;
  const canPlace = !!orderSource && !!data && address !== null && !belowMinimum && !placing && !preview.isFetching;

  const placeOrder = useCallback(async () => {
    if (!orderSource || !draftKey || !address || placing) return;
    setPlacing(true);
    setFailure(null);
    try {
      const order = await place({
        ...orderSource,
        address_id: address.id,
        coupon_id: data?.calculation.coupon_id ?? null,
        agent_id: draft.agentId,
        remark: draft.remark.trim(),
        request_key: draft.requestKey,
      }).unwrap();
      clearCheckoutDraft(draftKey);
      void navigate(links.pay(order.id), { replace: true });
    } catch (error) {
      setFailure(failureOf(error));
      setPlacing(false);
    }
  }, [address, data, draft, draftKey, navigate, orderSource, place, placing]);

  const chooseAddress = useCallback((id: Id) => update({ addressId: id }), [update]);
  const chooseCoupon = useCallback((id: Id | null) => update({ couponId: id }), [update]);
  const chooseAgent = useCallback((id: Id | null) => update({ agentId: id }), [update]);
  const setRemark = useCallback((remark: string) => update({ remark }), [update]);

  // A shortfall is fixed where the lines come from, as the 304 dialog leads: the cart or the goods.
  const fixTarget = shortfallTarget(orderSource);
  const previewShort = !data && (preview.error as Partial<ApiError> | undefined)?.kind === 'out_of_stock';

  const sourceLoading = source?.kind === 'cart' && selected.isLoading;
  const emptyCart = source?.kind === 'cart' && !placing && selected.isSuccess && cartIds.length === 0;

  return {
    source,
    data,
    loading: sourceLoading || (!!orderSource && preview.isLoading && !shown),
    loadError: (selected.isError && !selected.data) || (preview.isError && !data),
    /** The preview itself was refused for stock: retrying cannot help, only changing the lines. */
    previewShort,
    fixTarget,
    retry: () => {
      if (selected.isError) void selected.refetch();
      else void preview.refetch();
    },
    emptyCart,
    draft,
    chooseAddress,
    chooseCoupon,
    chooseAgent,
    setRemark,
    placing,
    canPlace,
    belowMinimum,
    placeOrder,
    failure,
  };
}

export type ConfirmOrderModel = ReturnType<typeof useConfirmOrder>;
