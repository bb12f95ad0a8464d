import { useBatchCommodityListQuery, useBatchListQuery, useBatchTimeListQuery } from '@/api/commodity/endpoints';
import type { BatchOffer } from './spec-quantities';

/** A batch's goods page holds at most this many (the server's page limit); one page finds the goods. */
const BATCH_PAGE = 100;

export interface GoodsBatch extends BatchOffer {
  /** Unix seconds the batch ends. */
  endsAt: number;
}

/**
 * The running batch a goods was reached from (`batchId` from the home strip's link): its price,
 * the pieces it has left and when it ends. Null unless the batch is running now and holds this
 * goods: the shop charges the batch price only then. The batch's end comes from the running time
 * slot's batch list (the goods list does not carry it).
 */
export function useGoodsBatch(goodsId: number, batchId: number): { batch: GoodsBatch | null; refresh: () => void } {
  const skip = goodsId === 0 || batchId === 0;
  // Pieces left move with every order: ask again each time the page opens.
  const goods = useBatchCommodityListQuery({ batch_id: batchId, page: 1, limit: BATCH_PAGE }, { skip, refetchOnMountOrArgChange: true });
  const times = useBatchTimeListQuery(undefined, { skip });
  const slot = times.data?.list.find((s) => s.status === 'ongoing');
  const batches = useBatchListQuery({ time_id: slot?.id ?? 0 }, { skip: skip || !slot });
  const meta = batches.data?.list.find((b) => b.id === batchId && b.status === 'ongoing');
  const entry = goods.data?.list.find((g) => g.id === goodsId);

  const refresh = () => {
    if (skip) return;
    void times.refetch();
    void goods.refetch();
  };
  if (!meta || !entry) return { batch: null, refresh };
  return {
    batch: { price: entry.batch_price, left: Math.max(0, entry.batch_stock - entry.sold), endsAt: meta.end_time },
    refresh,
  };
}
