import type { CartGroup, CartLine, CartLineProblem, Id, OrderSource } from '@/api/types';
import { goodsById, specById } from '../data/catalogue';
import { goodsImage } from '../data/goods-pictures';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { integer, list, object, type Body } from '../lib/input';
import type { DemoLocale } from '../lib/locale';
import { toMoney } from '../lib/money';
import { now } from '../lib/settings';
import type { CartLineRecord, DemoState, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { assertStock, resolveSpec, stockOf, type Wanted } from './stock';

export const MAX_LINE_QTY = 99999;

export function userCart(db: DemoState, user: UserRecord): CartLineRecord[] {
  return db.cart.filter((l) => l.userId === user.id);
}

export function cartCount(db: DemoState, user: UserRecord | null): number {
  return user ? userCart(db, user).length : 0;
}

/** `items: [{ specs_id, quantity }]` of one goods, read strictly. */
export function readSpecQuantities(body: Body, goodsId: number): Wanted[] {
  const items = list(body, 'items');
  if (items.length === 0) refuse('items must not be empty');
  return items.map((raw, i) => {
    const item = object(raw, `items[${String(i)}]`);
    const specId = integer(item, 'specs_id', { min: 1 });
    const quantity = integer(item, 'quantity', { min: 1, max: MAX_LINE_QTY });
    resolveSpec(goodsId, specId);
    return { goodsId, specId, quantity };
  });
}

/**
 * Adds specs of one goods. Stock is checked on the resulting line quantities (304 when short),
 * and the goods' total in the cart must reach its minimum order quantity.
 */
export function addToCart(db: DemoState, user: UserRecord, goodsId: number, wanted: Wanted[], locale: DemoLocale): number[] {
  const goods = goodsById(goodsId);
  if (!goods) refuse(REFUSED_WITH.productMissing(goodsId));
  const lines = userCart(db, user);
  const after = wanted.map((w) => ({ ...w, quantity: w.quantity + (lines.find((l) => l.specId === w.specId)?.quantity ?? 0) }));
  assertStock(db, after, locale);
  const others = lines.filter((l) => l.goodsId === goodsId && !wanted.some((w) => w.specId === l.specId));
  const total = after.reduce((n, w) => n + w.quantity, 0) + others.reduce((n, l) => n + l.quantity, 0);
  if (total < goods.moq) {
    refuse(REFUSED_WITH.cartBelowMinimum(goods.moq, total));
  }
  return wanted.map((w) => upsertLine(db, user, w));
}

/** Adds a line or raises an existing one, without checks (buy again uses it too). */
export function upsertLine(db: DemoState, user: UserRecord, w: Wanted): number {
  const existing = db.cart.find((l) => l.userId === user.id && l.specId === w.specId);
  if (existing) {
    existing.quantity = Math.min(MAX_LINE_QTY, existing.quantity + w.quantity);
    existing.selected = true;
    existing.addedAt = now();
    return existing.id;
  }
  const line: CartLineRecord = { id: nextId(db), userId: user.id, goodsId: w.goodsId, specId: w.specId, quantity: w.quantity, selected: true, addedAt: now() };
  db.cart.push(line);
  return line.id;
}

export function ownLines(db: DemoState, user: UserRecord, ids: readonly Id[]): CartLineRecord[] {
  return ids.map((id) => {
    const line = db.cart.find((l) => l.id === id && l.userId === user.id);
    if (!line) refuse(`Cart line ${String(id)} not found`);
    return line;
  });
}

export function updateLines(db: DemoState, user: UserRecord, ids: Id[], quantity: number | null, selected: boolean | null, locale: DemoLocale): void {
  const lines = ownLines(db, user, ids);
  if (quantity !== null) {
    const line = lines.at(0);
    if (lines.length !== 1 || !line) refuse('quantity can change one cart line at a time');
    if (quantity > line.quantity) assertStock(db, [{ goodsId: line.goodsId, specId: line.specId, quantity }], locale);
    line.quantity = quantity;
  }
  if (selected !== null) for (const l of lines) l.selected = selected;
}

export function deleteLines(db: DemoState, user: UserRecord, ids: Id[]): void {
  const lines = new Set(ownLines(db, user, ids));
  db.cart = db.cart.filter((l) => !lines.has(l));
}

function problemOf(db: DemoState, line: CartLineRecord): { problem: CartLineProblem | null; stock: number } {
  const found = specById(line.specId);
  if (!found) return { problem: 'spec_removed', stock: 0 };
  const stock = stockOf(db, found.spec);
  return { problem: stock < line.quantity ? 'out_of_stock' : null, stock };
}

/** The cart grouped by goods, most recently added first. */
export function cartGroups(db: DemoState, user: UserRecord, locale: DemoLocale, onlyOrderable = false): CartGroup[] {
  const lines = [...userCart(db, user)].sort((a, b) => b.addedAt - a.addedAt || b.id - a.id);
  const groups = new Map<number, CartGroup>();
  for (const l of lines) {
    const found = specById(l.specId);
    const { problem, stock } = problemOf(db, l);
    if (onlyOrderable && (!l.selected || problem)) continue;
    const goods = found?.goods ?? goodsById(l.goodsId);
    if (!goods) continue;
    let group = groups.get(goods.id);
    if (!group) {
      group = {
        commodity_id: goods.id,
        title: goods.name[locale],
        image: goodsImage(goods, 0),
        min_order_qty: goods.moq,
        price_tiers: goods.tiers.map((t) => ({ min_qty: t.min, price: toMoney(t.cents) })),
        lines: [],
      };
      groups.set(goods.id, group);
    }
    const line: CartLine = {
      id: l.id,
      commodity_id: goods.id,
      specs_id: l.specId,
      specs_title: found?.spec.title[locale] ?? '',
      image: goodsImage(goods, 0, found?.spec.colour),
      quantity: l.quantity,
      stock,
      selected: l.selected,
      problem,
    };
    group.lines.push(line);
  }
  return [...groups.values()];
}

/** What an order request asks for: selected cart lines, or 'buy now' specs of one goods. */
export function wantedOf(db: DemoState, user: UserRecord, body: Body): { wanted: Wanted[]; cartIds: number[] } {
  const source = (body as Partial<OrderSource>).source;
  if (source === 'cart') {
    const raw = body.cart_ids;
    if (!Array.isArray(raw) || raw.length === 0) refuse('cart_ids must be a non-empty list of cart line ids');
    const cartIds = raw.map((v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : refuse('cart_ids must hold cart line ids')));
    const lines = ownLines(db, user, cartIds);
    return { wanted: lines.map((l) => ({ goodsId: l.goodsId, specId: l.specId, quantity: l.quantity })), cartIds };
  }
  if (source === 'buy_now') {
    const goodsId = integer(body, 'commodity_id', { min: 1 });
    if (!goodsById(goodsId)) refuse(REFUSED_WITH.productMissing(goodsId));
    return { wanted: readSpecQuantities(body, goodsId), cartIds: [] };
  }
  return refuse("source must be 'cart' or 'buy_now'");
}

