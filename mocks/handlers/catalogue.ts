import type { GoodsSort } from '@/api/types';
import { catalogue, goodsById } from '../data/catalogue';
import { goodsImage } from '../data/goods-pictures';
import { categoryById, subCategoryById } from '../data/categories';
import { activities, batchById, batchesOf, batchTimeSlots, slotById } from '../data/marketing';
import { LABELS } from '../data/words';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { LIMITS } from '@/lib/constants';
import { bool, has, id, integer, money, oneOf, optionalInteger, page, paged, text } from '../lib/input';
import { toMoney } from '../lib/money';
import { now } from '../lib/settings';
import { route } from '../lib/route';
import { CODE } from '../rules/auth';
import { batchLeft } from '../rules/pricing';
import { favouritesOf, fromPrice, inOrder, labelOf, searchedInOrder, toCard, toGoodsDetail } from '../rules/goods-view';
import { nextId, type DemoState, type UserRecord } from '../state/schema';

const SORTS: readonly GoodsSort[] = ['default', 'sales', 'price_asc', 'price_desc', 'new'];

function recordSearch(db: DemoState, user: UserRecord, keyword: string): void {
  const key = keyword.toLowerCase();
  db.searchHistory = db.searchHistory.filter((h) => !(h.userId === user.id && h.keyword.toLowerCase() === key));
  db.searchHistory.push({ id: nextId(db), userId: user.id, keyword, time: now() });
  const mine = db.searchHistory.filter((h) => h.userId === user.id);
  if (mine.length > 20) {
    const drop = new Set(mine.sort((a, b) => a.time - b.time || a.id - b.id).slice(0, mine.length - 20));
    db.searchHistory = db.searchHistory.filter((h) => !drop.has(h));
  }
}

export const catalogueHandlers = [
  route('/api/commodity/commodityList', 'optional', (ctx) => {
    const { body, db, user, locale } = ctx;
    const p = page(body);
    const sort = oneOf(body, 'sort', SORTS, 'default');
    const keyword = text(body, 'keyword', { optional: true, max: LIMITS.inputMaxLength }).toLowerCase();
    const categoryId = optionalInteger(body, 'category_id', { min: 0 }) ?? 0;
    const labelId = optionalInteger(body, 'label_id', { min: 0 }) ?? 0;
    const min = has(body, 'min_price') ? money(body, 'min_price') : null;
    const max = has(body, 'max_price') ? money(body, 'max_price') : null;
    const onlyFavourites = bool(body, 'is_collect', false);
    if (categoryId && !categoryById(categoryId) && !subCategoryById(categoryId)) refuse(REFUSED_WITH.categoryMissing(categoryId));
    if (onlyFavourites && !user) refuse('Please login first', CODE.needLogin, { type: 'need login' });
    // `record_search: false` (quick order's code lookups) keeps the buyer's search history clean.
    if (keyword && user && bool(body, 'record_search', true)) recordSearch(db, user, text(body, 'keyword'));
    const favourites = favouritesOf(db, user);
    const favouriteSet = new Set(favourites);
    const list = searchedInOrder(sort, keyword).filter((g) => {
      if (categoryId && g.category.id !== categoryId && g.sub.id !== categoryId) return false;
      if (labelId && !g.labels.includes(labelId)) return false;
      if (onlyFavourites && !favouriteSet.has(g.id)) return false;
      if (min !== null || max !== null) {
        const price = fromPrice(g);
        return (min === null || price >= min) && (max === null || price <= max);
      }
      return true;
    });
    const start = (p.page - 1) * p.limit;
    return { list: list.slice(start, start + p.limit).map((g) => toCard(g, locale, favourites)), total: list.length };
  }),
  route('/api/commodity/commodityCategoryList', 'public', (ctx) => {
    const parentId = integer(ctx.body, 'parent_id', { min: 0 });
    const all = catalogue();
    if (parentId === 0) {
      return { list: categoryList(ctx.locale) };
    }
    const category = categoryById(parentId);
    if (!category) {
      // A sub-category is a leaf: it exists and has no sub-categories of its own. The category
      // list page asks this of whatever category it shows, sub-categories from the class tab too.
      if (subCategoryById(parentId)) return { list: [] };
      refuse(REFUSED_WITH.categoryMissing(parentId));
    }
    return {
      list: category.subs.map((s) => {
        const first = all.find((g) => g.sub.id === s.id);
        return { id: s.id, name: s.name[ctx.locale], image: first ? goodsImage(first, 0) : '', goods_count: all.filter((g) => g.sub.id === s.id).length };
      }),
    };
  }),
  route('/api/commodity/commodityDetails', 'optional', (ctx) => {
    const goodsId = id(ctx.body);
    const goods = goodsById(goodsId);
    if (!goods) refuse(REFUSED_WITH.productMissing(goodsId));
    return toGoodsDetail(ctx.db, goods, ctx.locale, favouritesOf(ctx.db, ctx.user));
  }),
  route('/api/commodity/recommendCommodityList', 'optional', (ctx) => {
    const p = page(ctx.body);
    const goodsId = optionalInteger(ctx.body, 'commodity_id', { min: 1 });
    const favourites = favouritesOf(ctx.db, ctx.user);
    let list = inOrder('sales').slice(0, 100);
    if (goodsId !== null) {
      const goods = goodsById(goodsId);
      if (!goods) refuse(REFUSED_WITH.productMissing(goodsId));
      const same = inOrder('default').filter((g) => g.id !== goods.id && g.sub.id === goods.sub.id);
      const near = inOrder('default').filter((g) => g.sub.id !== goods.sub.id && g.category.id === goods.category.id);
      list = [...same, ...near].slice(0, 40);
    }
    return paged(list.map((g) => toCard(g, ctx.locale, favourites)), p);
  }),
  route('/api/commodity/labelList', 'public', (ctx) => ({ list: LABELS.flatMap((l) => labelOf(l.id, ctx.locale) ?? []) })),
  route('/api/commodity/collect', 'user', (ctx) => {
    const goodsId = integer(ctx.body, 'commodity_id', { min: 1 });
    if (!goodsById(goodsId)) refuse(REFUSED_WITH.productMissing(goodsId));
    const collect = bool(ctx.body, 'collect');
    const key = String(ctx.user.id);
    const rest = (ctx.db.favourites[key] ?? []).filter((x) => x !== goodsId);
    ctx.db.favourites[key] = collect ? [goodsId, ...rest] : rest;
    return { is_collect: collect };
  }),
  route('/api/commodity/SearchHistoryList', 'user', (ctx) => ({
    list: ctx.db.searchHistory
      .filter((h) => h.userId === ctx.user.id)
      .sort((a, b) => b.time - a.time || b.id - a.id)
      .map((h) => ({ id: h.id, keyword: h.keyword, create_time: h.time })),
  })),
  route('/api/commodity/SearchHistoryDelete', 'user', (ctx) => {
    if (has(ctx.body, 'all') && bool(ctx.body, 'all')) {
      ctx.db.searchHistory = ctx.db.searchHistory.filter((h) => h.userId !== ctx.user.id);
      return null;
    }
    const entryId = id(ctx.body);
    if (!ctx.db.searchHistory.some((h) => h.id === entryId && h.userId === ctx.user.id)) refuse('Search history entry not found');
    ctx.db.searchHistory = ctx.db.searchHistory.filter((h) => h.id !== entryId);
    return null;
  }),
  route('/api/commodity/batchTimeList', 'public', () => ({ list: batchTimeSlots(now()) })),
  route('/api/commodity/batchList', 'public', (ctx) => {
    const slot = slotById(integer(ctx.body, 'time_id', { min: 1 }), now());
    if (!slot) refuse('This time slot does not exist');
    return { list: batchesOf(slot, ctx.locale).map((b) => b.batch) };
  }),
  route('/api/commodity/batchCommodityList', 'optional', (ctx) => {
    const batch = batchById(integer(ctx.body, 'batch_id', { min: 1 }), now(), ctx.locale);
    if (!batch) refuse('This batch does not exist');
    const favourites = favouritesOf(ctx.db, ctx.user);
    const list = batch.goods.map((b) => ({
      ...toCard(b.goods, ctx.locale, favourites),
      batch_price: toMoney(b.price),
      batch_stock: b.stock,
      sold: b.stock - batchLeft(ctx.db, batch.batch.id, b),
      limit_qty: 0,
    }));
    return paged(list, page(ctx.body));
  }),
  route('/api/commodity/activityList', 'public', (ctx) => ({ list: activities(now(), ctx.locale) })),
];

function categoryList(locale: Parameters<typeof toCard>[1]) {
  const all = catalogue();
  return [...new Set(all.map((g) => g.category))].map((c) => {
    const first = all.find((g) => g.category.id === c.id);
    return { id: c.id, name: c.name[locale], image: first ? goodsImage(first, 0) : '', goods_count: all.filter((g) => g.category.id === c.id).length };
  });
}
