import { commodityApi } from '@/api/commodity/endpoints';
import { commonApi } from '@/api/common/endpoints';
import { PAGE_SIZE } from '@/components/use-infinite-list';
import { oneTaskEach } from '@/lib/next-task';
import type { AppThunkDispatch } from '@/state/hooks';
import { positiveInteger } from '@/lib/positive-integer';
import { listRequest, readFilters, readSort } from './list-request';

/**
 * A category's list as its address asks for it: ?categoryId=, an optional ?sub= narrowing to one
 * sub-category, and the list's sort and filters. The page's hook and the boot's prefetch both
 * build their arguments here, so both name the same cache entries.
 */
export function classListArgs(params: URLSearchParams) {
  const categoryId = positiveInteger(params.get('categoryId')) ?? 0;
  const subId = positiveInteger(params.get('sub')) ?? 0;
  const request = listRequest(readSort(params), readFilters(params));
  return {
    categoryId,
    subId,
    subs: { parent_id: categoryId },
    list: { category_id: subId || categoryId, ...request, limit: PAGE_SIZE },
  };
}

/**
 * A category's first-screen calls, started as the app boots (issue 12; see home-queries.ts):
 * the category tree (the navbar's title), its sub-categories and the first page of goods.
 * The goods first (their first picture is the page's largest paint), then each of the other two in
 * a task of its own (oneTaskEach), so the three dispatches and fetches make no long task.
 */
export function prefetchClassListData(dispatch: AppThunkDispatch, params: URLSearchParams): void {
  const args = classListArgs(params);
  if (args.categoryId === 0) return;
  const once = { subscribe: false } as const;
  void dispatch(commodityApi.endpoints.commodityListPages.initiate(args.list, once));
  void oneTaskEach([
    () => dispatch(commonApi.endpoints.categoryList.initiate(undefined, once)),
    () => dispatch(commodityApi.endpoints.commodityCategoryList.initiate(args.subs, once)),
  ]);
}
