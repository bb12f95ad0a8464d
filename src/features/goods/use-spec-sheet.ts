import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShoppingCartAddMutation, useShoppingCartListQuery } from '@/api/commodity/endpoints';
import { gotNoAnswer } from '@/api/offline-reads';
import type { GoodsDetail } from '@/api/types';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { cartChangeQueued } from '@/state/cart-queue-slice';
import { selectIsOffline } from '@/state/connection-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { goodsMessages as m } from './goods-messages';
import { blockReasons } from './block-reasons';
import {
  estimateAmount,
  firstStepQuantity,
  nextTierHint,
  shortOfMinimum,
  tierIndexFor,
  toItems,
  totalQuantity,
  withQuantity,
  unitPriceFor,
  type BatchOffer,
  type Quantities,
} from './spec-quantities';

export type SheetMode = 'cart' | 'buy' | 'both';

const offlineAddMessages = defineMessages({
  waiting: { id: 'goods.add_waiting_offline', defaultMessage: 'Kept on this device: added to your cart when you are back online' },
});

/** A goods with one spec starts at its minimum order, so one tap on Add is enough. */
function initialQuantities(goods: GoodsDetail): Quantities {
  const only = goods.specs.length === 1 ? goods.specs[0] : undefined;
  if (!only || only.stock <= 0) return {};
  return { [only.id]: firstStepQuantity(0, goods.min_order_qty, only.stock) };
}

/**
 * The spec sheet's behaviour: a quantity per spec (clamped to 0…what may still be ordered), the
 * tier the total reaches, the minimum order, and the two ways out (cart, buy now).
 */
export function useSpecSheet(goods: GoodsDetail, mode: SheetMode, onDone: () => void, batch: BatchOffer | null = null) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(goods));
  const [add, adding] = useShoppingCartAddMutation();
  const offline = useAppSelector(selectIsOffline);
  const cart = useShoppingCartListQuery(undefined, { skip: !loggedIn });

  // What of this goods is already in the cart: the server adds to those lines and checks the
  // stock and the minimum order on the sums.
  const inCart = useMemo(() => {
    const group = cart.data?.list.find((g) => g.commodity_id === goods.id);
    return new Map((group?.lines ?? []).map((l) => [l.specs_id, l.quantity]));
  }, [cart.data, goods.id]);
  const inCartTotal = [...inCart.values()].reduce((s, q) => s + q, 0);

  // Buy now buys only what is in the sheet: its limits, minimum, tier and estimate ignore the cart.
  // Add to cart merges into the cart's lines, so its minimum counts them and each spec must fit
  // beside them. The sheet's hint, tier and estimate follow the cart only when adding is all it does.
  const cartBasis = mode === 'cart';
  const cartRoom = (specId: number, stock: number) => Math.max(0, stock - (inCart.get(specId) ?? 0));
  const available = (specId: number, stock: number) => (cartBasis ? cartRoom(specId, stock) : Math.max(0, stock));

  const total = totalQuantity(quantities);
  const tiers = goods.price_tiers;
  const minimumBase = cartBasis ? inCartTotal : 0;
  const short = shortOfMinimum(total + minimumBase, goods.min_order_qty);
  const tierIndex = tierIndexFor(tiers, total + minimumBase);

  /**
   * Decision: a wholesale buyer orders the minimum across the goods' specs, so the FIRST '+' on a
   * spec (0 → 1 by the button, not a typed 1) while the goods' total is under the minimum jumps
   * that spec to what is missing, clamped to what it may take; once the minimum is met, '+' adds
   * one. The same rule for one spec or many (a lone spec simply starts there). The total is the
   * one the sheet's hint counts (the cart's pieces only when the sheet only adds to the cart).
   */
  const setQuantity = (specId: number, value: number | null, typed = true) => {
    const spec = goods.specs.find((s) => s.id === specId);
    if (!spec) return;
    const max = available(spec.id, spec.stock);
    setQuantities((q) => {
      const firstPlus = !typed && (q[specId] ?? 0) === 0 && value === 1;
      const others = totalQuantity(q) - (q[specId] ?? 0);
      const next = firstPlus ? firstStepQuantity(others + minimumBase, goods.min_order_qty, max) : value;
      return withQuantity(q, specId, next, max);
    });
  };

  const items = toItems(quantities, goods.specs.map((s) => s.id));
  const overflow = goods.specs.find((s) => (quantities[s.id] ?? 0) > cartRoom(s.id, s.stock));
  const cartShort = shortOfMinimum(total + inCartTotal, goods.min_order_qty);
  const ready = total > 0 && cartShort === 0 && !overflow;
  const buyReady = total > 0 && shortOfMinimum(total, goods.min_order_qty) === 0;
  const reasons = blockReasons({ mode, total, short, cartShort, inCartTotal, ready, buyReady, overflow, cartRoom, inCart });

  const requireLogin = () => {
    void navigate(links.login(`${location.pathname}${location.search}`));
  };

  const addToCart = async () => {
    if (!loggedIn) {
      requireLogin();
      return;
    }
    if (!ready || adding.isLoading) return;
    // Offline, or no answer at all: the addition waits on the device and goes when the shop is
    // back (issue 16). Other failures were already shown by the API layer; the quantities stay.
    const error = offline ? null : (await add({ commodity_id: goods.id, items })).error;
    const waits = offline || gotNoAnswer(error);
    if (error && !waits) return;
    if (waits) dispatch(cartChangeQueued({ kind: 'add', goodsId: goods.id, items, label: goods.title }));
    dispatch(toastRequested(waits ? { text: { message: offlineAddMessages.waiting } } : { text: { message: m.added }, icon: 'success' }));
    setQuantities(initialQuantities(goods));
    onDone();
  };

  const buyNow = () => {
    if (!loggedIn) {
      requireLogin();
      return;
    }
    if (!buyReady) return;
    onDone();
    void navigate(links.confirmOrderBuyNow(goods.id, items.map((i) => ({ specId: i.specs_id, quantity: i.quantity }))));
  };

  return {
    quantities,
    setQuantity,
    available,
    inCart,
    total,
    tierIndex,
    // The batch price, while the batch has the pieces, as the shop charges (spec-quantities.ts).
    unitPrice: unitPriceFor(tiers, Math.max(1, total + minimumBase), batch) ?? goods.price,
    estimate: formatMoney(intl, estimateAmount(tiers, total, total + minimumBase, batch)),
    short,
    next: nextTierHint(tiers, total + minimumBase),
    canAdd: ready && !adding.isLoading,
    canBuy: buyReady,
    reasons,
    adding: adding.isLoading,
    addToCart: () => void addToCart(),
    buyNow,
  };
}
