import type { GoodsDetail } from '@/api/types';
import { watchKey, type StockWatch, type WatchUpdate } from '@/lib/stock-watches';

export interface Outcome {
  /** What to write back, by watch key (states, and names and pictures as read now). */
  updates: Map<string, WatchUpdate>;
  /** The watches that came back with this answer, as updated. */
  back: StockWatch[];
}

/**
 * What one answer of commodityDetails means for the goods' watches still waiting: a spec is back
 * when it has stock and the goods is on sale; a goods watched as a whole when any spec has stock.
 * A spec no longer in the goods, or a goods the server no longer knows (`null`), is gone.
 * Names and pictures are refreshed (they come in the interface's language of now).
 */
export function outcomeOf(watches: readonly StockWatch[], goods: GoodsDetail | null): Outcome {
  const updates = new Map<string, WatchUpdate>();
  const back: StockWatch[] = [];
  for (const watch of watches) {
    if (watch.state !== 'watching') continue;
    if (!goods) {
      updates.set(watchKey(watch), { state: 'gone' });
      continue;
    }
    const spec = watch.specId === undefined ? undefined : goods.specs.find((s) => s.id === watch.specId);
    if (watch.specId !== undefined && !spec) {
      updates.set(watchKey(watch), { state: 'gone', title: goods.title });
      continue;
    }
    const stock = spec ? spec.stock : goods.specs.reduce((n, s) => n + Math.max(0, s.stock), 0);
    const update: WatchUpdate = { title: goods.title, ...(spec && { specTitle: spec.title, sku: spec.sku }) };
    if (goods.status === 'on_sale' && stock > 0) {
      update.state = 'back';
      update.stock = stock;
      back.push({ ...watch, ...update });
    }
    updates.set(watchKey(watch), update);
  }
  return { updates, back };
}
