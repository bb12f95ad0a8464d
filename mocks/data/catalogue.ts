import { mapL10n, type DemoLocale, type L10n } from '../lib/locale';
import { chance, int, mulberry32, pick, sample, seedOf, type Rng } from '../lib/prng';
import { CATEGORIES, type Category, type SubCategory } from './categories';
import {
  BOX_COLOURS, LABELS, MATERIALS, MOTIFS, PACK_MATERIALS, PACK_MOTIFS, PLATINGS, SIZES, STYLES, type Colour,
} from './words';

/** The catalogue seed: change it and every goods, price and stock changes with it. */
export const CATALOGUE_SEED = 20240607;
export const GOODS_PER_CATEGORY = 240;
export const FIRST_GOODS_ID = 10001;
/** The seeded shop: 240 goods in each of the nine categories. */
export const DEFAULT_GOODS_COUNT = CATEGORIES.length * GOODS_PER_CATEGORY;
/** The largest catalogue `?demoGoods=` builds; names stay unique up to it (see extraName). */
export const MAX_GOODS_COUNT = 20_000;

export interface Spec {
  id: number;
  colour: Colour;
  size: L10n;
  title: L10n;
  /** Stock at the seed; sales and restocks are kept in the demo state as deltas. */
  stock: number;
}

export interface PriceTier {
  min: number;
  cents: number;
}

export interface Goods {
  id: number;
  code: string;
  category: Category;
  sub: SubCategory;
  name: L10n;
  /** Lower-cased names, kept for search. */
  haystack: string;
  material: L10n;
  colours: readonly Colour[];
  specs: Spec[];
  tiers: PriceTier[];
  marketCents: number;
  moq: number;
  labels: number[];
  sales: number;
  createdAt: number;
  imageCount: number;
  weightGrams: number;
  appraisalCount: number;
  /** Average rating times ten (46 = 4.6 stars). */
  rating: number;
  seed: number;
}

const PRICE_RANGE: Record<Category['shape'], [number, number]> = {
  ring: [120, 1800], earring: [60, 1200], necklace: [150, 2500], bracelet: [100, 2000], anklet: [80, 900],
  brooch: [100, 1500], hair: [50, 800], set: [400, 4000], box: [10, 300],
};
const MOQS = [1, 2, 3, 5, 6, 10, 12, 20] as const;
const CREATED_FROM = 1717200000; // 2024-06-01

function nameOf(category: Category, sub: SubCategory, style: L10n, motif: L10n): L10n {
  return mapL10n((locale: DemoLocale) => {
    if (locale === 'zh-CN' || locale === 'zh-TW') return `${style[locale]}${motif[locale]}${sub.item[locale]}`;
    if (locale === 'en') return `${style.en} ${motif.en} ${sub.item.en}`;
    return category.colours === 'box' && locale === 'fr' && motif.fr === 'écologique'
      ? `${sub.item.fr} écologique, ${style.fr}`
      : `${sub.item[locale]} ${motif[locale]}, ${style[locale]}`;
  });
}

/** 'Vintage Pearl Statement Ring in Brass', '黄铜复古珍珠夸张戒指', 'Bague cocktail à perle, style rétro, en laiton'. */
function extraName(name: L10n, material: L10n): L10n {
  const title = material.en.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return {
    en: `${name.en} in ${title}`,
    'zh-CN': `${material['zh-CN']}${name['zh-CN']}`,
    'zh-TW': `${material['zh-TW']}${name['zh-TW']}`,
    fr: `${name.fr}, en ${material.fr}`,
    es: `${name.es}, de ${material.es}`,
  };
}

/** A spec's code (its `sku`): the goods' code and the spec's number in it, 'ACC-A10001-03'. */
function skuOf(goodsCode: string, specId: number): string {
  return `${goodsCode}-${String(specId % 100).padStart(2, '0')}`;
}

export function specSku(goods: Goods, spec: Spec): string {
  return skuOf(goods.code, spec.id);
}

/** The goods and spec a code names, in any case ('acc-a10001-03'), or undefined. */
export function specBySku(sku: string): { goods: Goods; spec: Spec } | undefined {
  const match = /^ACC-[A-Z](\d+)-(\d{2})$/u.exec(sku.trim().toUpperCase());
  if (!match?.[1] || !match[2]) return undefined;
  const found = specById(Number(match[1]) * 100 + Number(match[2]));
  return found && specSku(found.goods, found.spec) === sku.trim().toUpperCase() ? found : undefined;
}

function tiersOf(rng: Rng, base: number, moq: number): PriceTier[] {
  const second = moq < 50 ? 50 : moq * 4;
  const third = moq < 50 ? 200 : moq * 10;
  return [
    { min: moq, cents: base },
    { min: second, cents: Math.max(1, Math.round(base * (0.9 + rng() * 0.05))) },
    { min: third, cents: Math.max(1, Math.round(base * (0.8 + rng() * 0.06))) },
  ];
}

function stockOf(rng: Rng): number {
  const r = rng();
  if (r < 0.08) return 0;
  if (r < 0.22) return int(rng, 1, 5);
  return int(rng, 20, 800);
}

function buildGoods(category: Category, sub: SubCategory, index: number, combo: number, pass = 0): Goods {
  const id = FIRST_GOODS_ID + index;
  const seed = seedOf(CATALOGUE_SEED, id);
  const rng = mulberry32(seed);
  const box = category.colours === 'box';
  const style = STYLES.at(combo % STYLES.length);
  const motifs = box ? PACK_MOTIFS : MOTIFS;
  const motif = motifs.at(Math.floor(combo / STYLES.length) % motifs.length);
  if (!style || !motif) throw new Error('empty vocabulary');
  const palette = box ? BOX_COLOURS : PLATINGS;
  const colours = sample(rng, palette, int(rng, 2, 4));
  const sizes = SIZES[category.size];
  const sizeCount = Math.min(sizes.length, int(rng, 1, 3));
  const firstSize = int(rng, 0, sizes.length - sizeCount);
  const specs: Spec[] = [];
  colours.forEach((colour) => {
    for (let s = firstSize; s < firstSize + sizeCount; s += 1) {
      const size = sizes.at(s);
      if (!size) continue;
      specs.push({
        id: id * 100 + specs.length,
        colour,
        size,
        title: mapL10n((l) => `${colour.name[l]} / ${size[l]}`),
        stock: stockOf(rng),
      });
    }
  });
  const drawn = box ? pick(rng, PACK_MATERIALS) : pick(rng, MATERIALS);
  // Beyond the first round of style × motif names, the material tells goods apart (extraName).
  const material = pass > 0 ? (MATERIALS.at((pass - 1) % MATERIALS.length) ?? drawn) : drawn;
  const [lo, hi] = PRICE_RANGE[category.shape];
  const silver = material === MATERIALS[2] ? 2.5 : 1;
  const base = Math.round(int(rng, lo, hi) * silver);
  const moq = box ? pick(rng, [10, 20, 50] as const) : pick(rng, MOQS);
  const labels = sample(rng, LABELS.filter((l) => l.id !== 4), int(rng, 0, 2)).map((l) => l.id);
  if (moq <= 2) labels.push(4);
  const name = pass > 0 ? extraName(nameOf(category, sub, style, motif), material) : nameOf(category, sub, style, motif);
  const code = `ACC-${String.fromCharCode(64 + category.id)}${String(id)}`;
  return {
    id,
    code,
    category,
    sub,
    name,
    // Names, the goods' code and every spec's code (sku): a search by the code on a tag finds it.
    haystack: [...Object.values(name), code, ...specs.map((spec) => skuOf(code, spec.id))].join('\n').toLowerCase(),
    material,
    colours,
    specs,
    tiers: tiersOf(rng, base, moq),
    marketCents: Math.round(base * (2.2 + rng())),
    moq,
    labels,
    sales: Math.floor(rng() ** 3 * 6000),
    createdAt: CREATED_FROM + int(rng, 0, 360) * 86400 + int(rng, 0, 86399),
    imageCount: int(rng, 3, 5),
    weightGrams: int(rng, 2, 60),
    appraisalCount: chance(rng, 0.15) ? 0 : int(rng, 1, 36),
    rating: int(rng, 38, 50),
    seed,
  };
}

let size = DEFAULT_GOODS_COUNT;
let built: Goods[] | null = null;
let index: Map<number, Goods> | null = null;

/** Each category walks its own shuffled list of style × motif pairs, so names never repeat. */
function shuffledCombos(category: Category): number[] {
  const motifCount = category.colours === 'box' ? PACK_MOTIFS.length : MOTIFS.length;
  const combos = Array.from({ length: STYLES.length * motifCount }, (_, i) => i);
  const rng = mulberry32(seedOf(CATALOGUE_SEED, category.id));
  for (let i = combos.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [combos[i], combos[j]] = [combos[j] ?? 0, combos[i] ?? 0];
  }
  return combos;
}

/** The n-th goods of a category: its sub-category and name pair; `pass` counts rounds of names. */
function goodsAt(category: Category, combos: readonly number[], n: number, index: number): Goods | null {
  const sub = category.subs.at(n % category.subs.length);
  if (!sub) return null;
  const k = Math.floor(n / category.subs.length);
  const combo = combos[(k * 7 + sub.id) % combos.length] ?? n;
  return buildGoods(category, sub, index, combo, Math.floor(k / combos.length));
}

/**
 * The whole catalogue, built once on first use (2 160 goods in a few milliseconds). A larger size
 * (setCatalogueSize, `?demoGoods=`) keeps these goods as they are and appends jewelry goods from
 * the same generator, in turn across the eight jewelry categories, with ids following on.
 */
export function catalogue(): Goods[] {
  if (built) return built;
  const list: Goods[] = [];
  const combosOf = new Map(CATEGORIES.map((category) => [category.id, shuffledCombos(category)]));
  CATEGORIES.forEach((category, c) => {
    const combos = combosOf.get(category.id) ?? [];
    for (let n = 0; n < GOODS_PER_CATEGORY; n += 1) {
      const goods = goodsAt(category, combos, n, c * GOODS_PER_CATEGORY + n);
      if (goods) list.push(goods);
    }
  });
  const jewelry = CATEGORIES.filter((category) => category.colours !== 'box');
  for (let extra = 0; list.length < size; extra += 1) {
    const category = jewelry.at(extra % jewelry.length);
    if (!category) break;
    const n = GOODS_PER_CATEGORY + Math.floor(extra / jewelry.length);
    const goods = goodsAt(category, combosOf.get(category.id) ?? [], n, DEFAULT_GOODS_COUNT + extra);
    if (goods) list.push(goods);
  }
  // The first goods always has one sold-out and one low spec, so the 304 path is easy to reach.
  const soldOut = list.at(0)?.specs.at(0);
  const low = list.at(0)?.specs.at(1);
  if (soldOut && low) {
    soldOut.stock = 0;
    low.stock = 3;
  }
  built = list;
  index = new Map(list.map((g) => [g.id, g]));
  return list;
}

/**
 * Sets how many goods the catalogue holds (the demo's `?demoGoods=`, for measuring long lists):
 * from the seeded 2 160 up to MAX_GOODS_COUNT; anything else means the default. The larger
 * catalogue is built on the next call, never at start-up. Answers the size now in force.
 */
export function setCatalogueSize(count: number): number {
  const next = Number.isInteger(count) && count > DEFAULT_GOODS_COUNT ? Math.min(count, MAX_GOODS_COUNT) : DEFAULT_GOODS_COUNT;
  if (next !== size) {
    size = next;
    built = null;
    index = null;
  }
  return size;
}

export function catalogueSize(): number {
  return size;
}

/** One of the 2 160 seeded goods (the demo's orders, batches and stories only use these). */
export function isSeededGoods(goods: Goods): boolean {
  return goods.id < FIRST_GOODS_ID + DEFAULT_GOODS_COUNT;
}

export function goodsById(id: number): Goods | undefined {
  if (!index) catalogue();
  return index?.get(id);
}

export function specById(specId: number): { goods: Goods; spec: Spec } | undefined {
  const goods = goodsById(Math.floor(specId / 100));
  const spec = goods?.specs.find((s) => s.id === specId);
  return goods && spec ? { goods, spec } : undefined;
}

/** The unit price for a quantity: the highest tier the quantity reaches. */
export function tierPrice(goods: Goods, quantity: number): number {
  let cents = goods.tiers[0]?.cents ?? 0;
  for (const tier of goods.tiers) if (quantity >= tier.min) cents = tier.cents;
  return cents;
}
