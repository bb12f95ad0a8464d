import type { GoodsDetail, GoodsSpec } from '@/api/types';
import type { Found, LookupTarget } from '@/api/sku-lookup';
import { toAmount } from '@/lib/money';
import { nextTier, tierFor } from '@/lib/price-tiers';
import type { DraftLine } from './draft-store';

/**
 * The review before anything reaches the cart, as a pure function of the draft's lines, what the
 * lookup knows and what the cart already holds: each line resolved to goods and spec (or why not),
 * each goods with the tier its total reaches (the cart's pieces count: the server prices the
 * cart's total), its minimum order and how far the next tier is, and what one "add" would send.
 */

export type LineStatus =
  | 'ok'
  | 'pending'
  | 'failed'
  | 'unreadable'
  | 'unknown'
  | 'choose_spec'
  | 'spec_removed'
  | 'off_shelf'
  | 'sold_out'
  | 'over_stock';

export interface ReviewLine {
  line: DraftLine;
  status: LineStatus;
  goods?: GoodsDetail;
  spec?: GoodsSpec;
  /** Pieces of this spec already in the cart (they count against its stock). */
  inCart: number;
  /** What this spec can still take: its stock less what the cart holds. */
  room: number;
  /** The unit price when the line was saved, when it differs from the price now. */
  priceWas?: string;
  /** The name the line was saved under, when the shop calls it something else now. */
  titleWas?: string;
}

export interface ReviewGoods {
  goods: GoodsDetail;
  lines: ReviewLine[];
  /** Pieces of this goods already in the cart, all specs. */
  inCart: number;
  /** The total the tier and the minimum are judged on: the ready lines plus the cart. */
  total: number;
  unitPrice: string | null;
  next: { add_qty: number; price: string } | null;
  /** Pieces still missing to reach the minimum order (0 when reached). */
  shortOfMinimum: number;
  /** The ready lines' estimate at the unit price their total reaches. */
  amount: number;
}

export type ReviewRow = { kind: 'fix'; item: ReviewLine } | { kind: 'goods'; item: ReviewGoods } | { kind: 'line'; item: ReviewLine; group: ReviewGoods };

export interface Review {
  rows: ReviewRow[];
  groups: ReviewGoods[];
  /** Lines that cannot go in as they are (each says why). */
  toFix: ReviewLine[];
  pending: number;
  /** What one "add" sends, goods by goods. */
  ready: { goods: GoodsDetail; lines: ReviewLine[] }[];
  readyLines: number;
  amount: number;
}

export function targetOf(line: DraftLine): LookupTarget {
  if (line.goodsId !== undefined) return { goodsId: line.goodsId, ...(line.specId !== undefined && { specId: line.specId }) };
  return { code: line.code };
}

function statusOf(found: Found, line: DraftLine, inCart: number): Pick<ReviewLine, 'status' | 'goods' | 'spec'> {
  if (line.rejected) return { status: 'unreadable' };
  switch (found.status) {
    case 'pending':
    case 'failed':
    case 'unknown':
      return { status: found.status };
    case 'goods':
      return { status: found.goods.status === 'off_shelf' ? 'off_shelf' : 'choose_spec', goods: found.goods };
    case 'spec_removed':
      return { status: 'spec_removed', goods: found.goods };
    case 'found': {
      const { goods, spec } = found;
      if (goods.status === 'off_shelf') return { status: 'off_shelf', goods, spec };
      if (spec.stock - inCart <= 0) return { status: 'sold_out', goods, spec };
      if (line.quantity + inCart > spec.stock) return { status: 'over_stock', goods, spec };
      return { status: 'ok', goods, spec };
    }
  }
}

export function buildReview(
  lines: readonly DraftLine[],
  find: (target: LookupTarget) => Found,
  cartBySpec: ReadonlyMap<number, number>,
  cartByGoods: ReadonlyMap<number, number>,
): Review {
  const groups = new Map<number, ReviewGoods>();
  const toFix: ReviewLine[] = [];
  let pending = 0;
  for (const line of lines) {
    const found = find(targetOf(line));
    const specId = found.status === 'found' ? found.spec.id : undefined;
    const inCart = specId === undefined ? 0 : (cartBySpec.get(specId) ?? 0);
    const resolved = statusOf(found, line, inCart);
    const review: ReviewLine = { line, ...resolved, inCart, room: resolved.spec ? Math.max(0, resolved.spec.stock - inCart) : 0 };
    if (resolved.status === 'pending') pending += 1;
    if (resolved.status !== 'ok' || !resolved.goods) {
      toFix.push(review);
      continue;
    }
    const goods = resolved.goods;
    let group = groups.get(goods.id);
    if (!group) {
      group = { goods, lines: [], inCart: cartByGoods.get(goods.id) ?? 0, total: 0, unitPrice: null, next: null, shortOfMinimum: 0, amount: 0 };
      groups.set(goods.id, group);
    }
    group.lines.push(review);
  }
  for (const group of groups.values()) {
    const pieces = group.lines.reduce((sum, l) => sum + l.line.quantity, 0);
    group.total = pieces + group.inCart;
    const tier = tierFor(group.goods.price_tiers, group.total);
    group.unitPrice = tier?.price ?? null;
    group.next = nextTier(group.goods.price_tiers, group.total);
    group.shortOfMinimum = Math.max(0, group.goods.min_order_qty - group.total);
    group.amount = tier ? (Math.round(toAmount(tier.price) * 100) * pieces) / 100 : 0;
    for (const l of group.lines) {
      if (l.line.price && group.unitPrice && l.line.price !== group.unitPrice) l.priceWas = l.line.price;
      if (l.line.title && l.line.title !== group.goods.title) l.titleWas = l.line.title;
    }
  }
  const ordered = [...groups.values()];
  const ready = ordered.filter((g) => g.shortOfMinimum === 0).map((g) => ({ goods: g.goods, lines: g.lines }));
  const rows: ReviewRow[] = [
    ...toFix.map((item) => ({ kind: 'fix' as const, item })),
    ...ordered.flatMap((group) => [{ kind: 'goods' as const, item: group }, ...group.lines.map((item) => ({ kind: 'line' as const, item, group }))]),
  ];
  return {
    rows,
    groups: ordered,
    toFix,
    pending,
    ready,
    readyLines: ready.reduce((n, g) => n + g.lines.length, 0),
    amount: ordered.filter((g) => g.shortOfMinimum === 0).reduce((sum, g) => sum + g.amount, 0),
  };
}
