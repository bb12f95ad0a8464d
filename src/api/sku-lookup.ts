import { codeKey as lookupKey } from '@/lib/order-lines';
import type { AppThunkDispatch } from '@/state/hooks';
import { commodityApi } from './commodity/endpoints';
import type { GoodsDetail, GoodsSpec } from './types';

/**
 * Finds goods and specs for product codes and saved lines with as few calls as the API allows.
 * The API has no "look up these codes" call: commodityList searches names and codes (a spec's code
 * is its `sku`), commodityDetails gives a goods' specs with their codes. So: one search for a
 * code, then the details of what it found, and every spec code of those goods is known from then
 * on. Codes of one goods usually share a stem ('ACC-A10001-03', 'ACC-A10001-05'): codes of one
 * stem are looked up one after the other, so the second is found in what the first brought,
 * without a call. 200 pasted lines over 40 goods cost about 80 calls, not 400.
 *
 * Shared by quick order, reorder lists and line sheets (it sits in the API layer because it is
 * about calling the API well; it holds no UI).
 */

export interface LookupTarget {
  /** A spec's code (sku) or a goods' code, as typed or saved. */
  code?: string;
  goodsId?: number;
  specId?: number;
}

export type Found =
  | { status: 'pending' }
  | { status: 'found'; goods: GoodsDetail; spec: GoodsSpec }
  /** The code names a goods, not one of its specs (or a saved line has no spec yet). */
  | { status: 'goods'; goods: GoodsDetail }
  /** The saved line's spec is no longer sold in its goods. */
  | { status: 'spec_removed'; goods: GoodsDetail }
  /** No goods has this code (or the saved goods is gone). */
  | { status: 'unknown' }
  /** The lookup did not get an answer (network): it can be tried again. */
  | { status: 'failed' };

/** How many code stems are looked up at once. */
const PARALLEL_STEMS = 4;
/** How many search results are opened to look for a code. */
const SEARCH_LIMIT = 5;

/** 'ACC-A10001-03' → 'ACC-A10001': the part codes of one goods are likely to share. */
export function codeStem(code: string): string {
  const key = lookupKey(code);
  const cut = key.search(/[-_./][^-_./]*$/u);
  return cut >= 3 ? key.slice(0, cut) : key;
}

/**
 * A goods' own code: what all its spec codes start with, without a trailing separator
 * ('ACC-10342-GD-08', 'ACC-10342-SV-07' → 'ACC-10342'); '' when they share too little.
 */
export function goodsCodeOf(goods: GoodsDetail): string {
  const skus = goods.specs.map((s) => lookupKey(s.sku)).filter(Boolean);
  const first = skus.at(0);
  if (first === undefined) return '';
  let length = first.length;
  for (const sku of skus) {
    let i = 0;
    while (i < length && sku[i] === first[i]) i += 1;
    length = i;
  }
  if (skus.length === 1) return codeStem(first) === first ? '' : codeStem(first);
  // Cut back to a separator: 'ACC-A10001-00' and '-01' share 'ACC-A10001-0', the code is 'ACC-A10001'.
  let shared = first.slice(0, length);
  const whole = skus.every((sku) => sku.length === length || /[-_./]/u.test(sku.charAt(length)));
  if (!whole) shared = shared.slice(0, Math.max(0, shared.search(/[-_./][^-_./]*$/u)));
  const stem = shared.replace(/[-_./\s]+$/u, '');
  return stem.length >= 3 ? stem : '';
}

type CodeState = 'searching' | 'unknown' | 'failed';
type GoodsState = 'loading' | 'missing' | 'failed';

export class SkuLookup {
  private readonly goods = new Map<number, GoodsDetail>();
  private readonly bySku = new Map<string, { goodsId: number; specId: number }>();
  private readonly byGoodsCode = new Map<string, number>();
  private readonly codes = new Map<string, CodeState>();
  private readonly goodsStates = new Map<number, GoodsState>();
  private readonly inFlight = new Map<number, Promise<boolean>>();
  private readonly waiting = new Map<string, string[]>();
  private readonly running = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly dispatch: AppThunkDispatch) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every answer: a snapshot for useSyncExternalStore. */
  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** What is known of a target now. */
  find(target: LookupTarget): Found {
    if (target.goodsId !== undefined) {
      const goods = this.goods.get(target.goodsId);
      if (goods) {
        if (target.specId === undefined) return { status: 'goods', goods };
        const spec = goods.specs.find((s) => s.id === target.specId);
        return spec ? { status: 'found', goods, spec } : { status: 'spec_removed', goods };
      }
      const state = this.goodsStates.get(target.goodsId);
      if (state === 'missing') return { status: 'unknown' };
      if (state === 'failed') return { status: 'failed' };
      return { status: 'pending' };
    }
    const key = lookupKey(target.code ?? '');
    if (key === '') return { status: 'unknown' };
    const known = this.bySku.get(key);
    const goods = known && this.goods.get(known.goodsId);
    const spec = goods?.specs.find((s) => s.id === known?.specId);
    if (goods && spec) return { status: 'found', goods, spec };
    const goodsId = this.byGoodsCode.get(key);
    const named = goodsId === undefined ? undefined : this.goods.get(goodsId);
    if (named) return { status: 'goods', goods: named };
    const state = this.codes.get(key);
    if (state === 'unknown' || state === 'failed') return { status: state };
    return { status: 'pending' };
  }

  /** Starts the lookups these targets still need (each at most once, until a retry). */
  request(targets: readonly LookupTarget[]): void {
    const goodsToLoad = new Set<number>();
    for (const target of targets) {
      if (this.find(target).status !== 'pending') continue;
      if (target.goodsId !== undefined) {
        if (!this.goodsStates.has(target.goodsId)) goodsToLoad.add(target.goodsId);
        continue;
      }
      const key = lookupKey(target.code ?? '');
      if (this.codes.has(key)) continue;
      this.codes.set(key, 'searching');
      const stem = codeStem(key);
      this.waiting.set(stem, [...(this.waiting.get(stem) ?? []), key]);
    }
    for (const id of goodsToLoad) void this.loadGoods(id);
    this.pump();
  }

  /** Requests the targets and resolves once none of them is pending any more. */
  settle(targets: readonly LookupTarget[]): Promise<void> {
    this.request(targets);
    const done = () => targets.every((t) => this.find(t).status !== 'pending');
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (!done()) return;
        stop();
        resolve();
      });
    });
  }

  /** Forgets what failed (and, for `unknown`, what was not found) so `request` asks again. */
  retry(keys: { codes?: readonly string[]; failedOnly?: boolean } = {}): void {
    for (const [code, state] of this.codes) {
      const named = keys.codes ? keys.codes.map(lookupKey).includes(code) : true;
      if (named && (state === 'failed' || (!keys.failedOnly && state === 'unknown'))) this.codes.delete(code);
    }
    for (const [id, state] of this.goodsStates) if (state === 'failed') this.goodsStates.delete(id);
    this.changed();
  }

  /**
   * Reads these goods again when what is known is older than `maxAgeSeconds` (stock and prices
   * as of now, before adding to the cart). Answers the goods that could not be read.
   */
  async refresh(goodsIds: readonly number[], maxAgeSeconds: number): Promise<number[]> {
    const failed: number[] = [];
    await Promise.all(
      goodsIds.map(async (id) => {
        if (!(await this.loadGoods(id, maxAgeSeconds))) failed.push(id);
      }),
    );
    return failed;
  }

  private pump(): void {
    for (const [stem, codes] of this.waiting) {
      if (this.running.size >= PARALLEL_STEMS) return;
      if (this.running.has(stem)) continue;
      this.waiting.delete(stem);
      this.running.add(stem);
      void this.runStem(codes).finally(() => {
        this.running.delete(stem);
        this.pump();
      });
    }
  }

  private async runStem(codes: string[]): Promise<void> {
    for (const code of codes) {
      if (this.find({ code }).status !== 'pending') continue;
      await this.search(code);
    }
  }

  private async search(code: string): Promise<void> {
    const request = this.dispatch(
      commodityApi.endpoints.commodityList.initiate({ page: 1, limit: SEARCH_LIMIT, keyword: code, record_search: false }, { subscribe: false }),
    );
    let ids: number[];
    try {
      ids = (await request.unwrap()).list.map((g) => g.id);
    } catch {
      this.codes.set(code, 'failed');
      this.changed();
      return;
    }
    await Promise.all(ids.filter((id) => !this.goods.has(id)).map((id) => this.loadGoods(id)));
    const found = this.find({ code }).status;
    if (found === 'pending') this.codes.set(code, ids.some((id) => this.goodsStates.get(id) === 'failed') ? 'failed' : 'unknown');
    else this.codes.delete(code);
    this.changed();
  }

  /** Answers whether the goods is known after the call (a call already on its way is shared). */
  private loadGoods(id: number, maxAgeSeconds?: number): Promise<boolean> {
    const running = this.inFlight.get(id);
    if (running) return running;
    this.goodsStates.set(id, 'loading');
    const request = this.dispatch(
      commodityApi.endpoints.commodityDetails.initiate({ id }, { subscribe: false, ...(maxAgeSeconds !== undefined && { forceRefetch: maxAgeSeconds }) }),
    );
    const done = request
      .unwrap()
      .then(
        (goods) => {
          this.index(goods);
          this.goodsStates.delete(id);
        },
        (error: unknown) => {
          // A refusal (code 0: no such goods) is final; no answer at all can be tried again.
          const kind = (error as { kind?: string }).kind;
          this.goodsStates.set(id, kind === 'business' ? 'missing' : 'failed');
        },
      )
      .then(() => {
        this.inFlight.delete(id);
        this.changed();
        return this.goods.has(id);
      });
    this.inFlight.set(id, done);
    return done;
  }

  private index(goods: GoodsDetail): void {
    this.goods.set(goods.id, goods);
    for (const spec of goods.specs) this.bySku.set(lookupKey(spec.sku), { goodsId: goods.id, specId: spec.id });
    const own = goodsCodeOf(goods);
    if (own && !this.bySku.has(own)) this.byGoodsCode.set(own, goods.id);
  }
}
