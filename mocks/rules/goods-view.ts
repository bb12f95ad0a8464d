import type { GoodsCard, GoodsDetail, GoodsSort, Label } from '@/api/types';
import { catalogue, specSku, type Goods } from '../data/catalogue';
import { goodsDescription } from '../data/goods-description';
import { goodsImage } from '../data/goods-pictures';
import { LABELS, PLATINGS, BOX_COLOURS, SIZES } from '../data/words';
import type { DemoLocale } from '../lib/locale';
import { toMoney } from '../lib/money';
import { seedOf } from '../lib/prng';
import type { DemoState, UserRecord } from '../state/schema';
import { goodsStock, stockOf } from './stock';

export function labelOf(id: number, locale: DemoLocale): Label | null {
  const label = LABELS.find((l) => l.id === id);
  return label ? { id: label.id, name: label.name[locale], color: label.colour } : null;
}

export function favouritesOf(db: DemoState, user: UserRecord | null): number[] {
  return user ? (db.favourites[String(user.id)] ?? []) : [];
}

/** The lowest tier price ('from') in cents. */
export function fromPrice(goods: Goods): number {
  return goods.tiers.reduce((min, t) => Math.min(min, t.cents), goods.tiers[0]?.cents ?? 0);
}

export function toCard(goods: Goods, locale: DemoLocale, favourites: readonly number[]): GoodsCard {
  return {
    id: goods.id,
    title: goods.name[locale],
    image: goodsImage(goods, 0),
    price: toMoney(fromPrice(goods)),
    original_price: toMoney(goods.tiers[0]?.cents ?? 0),
    min_order_qty: goods.moq,
    labels: goods.labels.flatMap((id) => labelOf(id, locale) ?? []),
    sales: goods.sales,
    is_collect: favourites.includes(goods.id),
  };
}

const UNITS: Record<DemoLocale, [string, string, string]> = {
  en: ['pcs', 'pairs', 'packs'],
  'zh-CN': ['件', '对', '包'],
  'zh-TW': ['件', '對', '包'],
  fr: ['pcs', 'paires', 'lots'],
  es: ['uds.', 'pares', 'paquetes'],
};

function colourId(goods: Goods, index: number): number {
  return goods.category.colours === 'box' ? 101 + index : 1 + index;
}

export function toGoodsDetail(db: DemoState, goods: Goods, locale: DemoLocale, favourites: readonly number[]): GoodsDetail {
  const palette = goods.category.colours === 'box' ? BOX_COLOURS : PLATINGS;
  const sizes = SIZES[goods.category.size];
  const usedSizes = sizes.map((s, i) => ({ s, i })).filter(({ s }) => goods.specs.some((x) => x.size === s));
  const unitKind = goods.category.colours === 'box' ? 2 : goods.category.shape === 'earring' ? 1 : 0;
  const own = db.appraisals.filter((a) => a.goodsId === goods.id).length;
  return {
    ...toCard(goods, locale, favourites),
    images: Array.from({ length: goods.imageCount }, (_, n) => goodsImage(goods, n)),
    video: '',
    price_tiers: goods.tiers.map((t) => ({ min_qty: t.min, price: toMoney(t.cents) })),
    platings: goods.colours.map((c) => ({ id: colourId(goods, palette.indexOf(c)), name: c.name[locale], color: c.hex })),
    sizes: usedSizes.map(({ s, i }) => ({ id: i + 1, name: s[locale], color: '' })),
    specs: goods.specs.map((spec) => ({
      id: spec.id,
      plating_id: colourId(goods, palette.indexOf(spec.colour)),
      size_id: sizes.indexOf(spec.size) + 1,
      title: spec.title[locale],
      stock: stockOf(db, spec),
      sku: specSku(goods, spec),
      image: goodsImage(goods, 0, spec.colour),
    })),
    stock: goodsStock(db, goods),
    category_ids: [goods.category.id, goods.sub.id],
    description: goodsDescription(goods, locale),
    status: 'on_sale',
    unit: UNITS[locale][unitKind],
    appraise_count: goods.appraisalCount + own,
  };
}

const sorted = new Map<GoodsSort, Goods[]>();
/** The catalogue the orders were computed from: a new size (`?demoGoods=`) builds a new one. */
let sortedFrom: Goods[] | null = null;

/**
 * The catalogue in one sort order, computed once per order (prices and dates never change;
 * sales do not move in the demo). 'default' is the shop's mix: a seeded shuffle weighted by sales.
 */
export function inOrder(sort: GoodsSort): Goods[] {
  const all = catalogue();
  if (all !== sortedFrom) {
    sorted.clear();
    sortedFrom = all;
  }
  const known = sorted.get(sort);
  if (known) return known;
  const list = [...all];
  const score = (g: Goods) => (seedOf(g.id, 4242) % 1000) + Math.sqrt(g.sales) * 10;
  const byId = (a: Goods, b: Goods) => a.id - b.id;
  if (sort === 'sales') list.sort((a, b) => b.sales - a.sales || byId(a, b));
  else if (sort === 'price_asc') list.sort((a, b) => fromPrice(a) - fromPrice(b) || byId(a, b));
  else if (sort === 'price_desc') list.sort((a, b) => fromPrice(b) - fromPrice(a) || byId(a, b));
  else if (sort === 'new') list.sort((a, b) => b.createdAt - a.createdAt || byId(a, b));
  else list.sort((a, b) => score(b) - score(a) || byId(a, b));
  sorted.set(sort, list);
  return list;
}

/**
 * A searched word matches where a word of the name starts ('ring' finds 'Rings' and 'Ring', not
 * 'Earrings'), as a shop's search engine does; Chinese has no spaces between words, so a Chinese
 * word matches anywhere in the name.
 */
function searchWord(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /\p{Script=Han}/u.test(word) ? new RegExp(escaped, 'u') : new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u');
}

const searched = new Map<string, Goods[]>();
let searchedFrom: Goods[] | null = null;
/** Enough for the searches a few tabs page through at once; the oldest goes first. */
const SEARCHES_KEPT = 16;

/**
 * The goods whose name, code or SKU has every word of the (lower-case) keyword, in one sort order.
 * Computed once per search and kept, as a search engine keeps a query's hits while it is paged
 * through: the word test over a 10 000-goods catalogue took about 75 ms a page in the browser's
 * worker, and paging to the end of that list asks for 500 pages.
 */
export function searchedInOrder(sort: GoodsSort, keyword: string): Goods[] {
  const all = catalogue();
  if (all !== searchedFrom) {
    searched.clear();
    searchedFrom = all;
  }
  const list = inOrder(sort);
  const words = keyword.split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  const key = `${sort}\n${words.join(' ')}`;
  const known = searched.get(key);
  if (known) return known;
  const tests = words.map(searchWord);
  const hits = list.filter((g) => tests.every((w) => w.test(g.haystack)));
  searched.set(key, hits);
  if (searched.size > SEARCHES_KEPT) searched.delete(searched.keys().next().value ?? key);
  return hits;
}
