import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCategoryListQuery } from '@/api/common/endpoints';
import { useCommodityCategoryListQuery, useCommodityListPagesInfiniteQuery } from '@/api/commodity/endpoints';
import type { CategoryNode } from '@/api/types';
import { useInfiniteList } from '@/components/use-infinite-list';
import { classListArgs } from './class-list-queries';
import { useListParams } from './use-list-params';

function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findCategory(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The category list: ?categoryId= (and ?title= for the navbar before the tree arrives), an
 * optional ?sub= narrowing to one sub-category, plus the shared sort and filter parameters.
 */
export function useClassList() {
  const [params, setParams] = useSearchParams();
  // The request's arguments, as the boot's prefetch builds them too; useListParams changes sort and filters.
  const args = classListArgs(params);
  const { categoryId, subId } = args;
  const listParams = useListParams();
  const [filterOpen, setFilterOpen] = useState(false);

  const tree = useCategoryListQuery();
  const subs = useCommodityCategoryListQuery(args.subs, { skip: categoryId === 0 });
  const category = tree.data ? findCategory(tree.data.list, categoryId) : undefined;
  const title = category?.name ?? params.get('title') ?? '';

  const list = useInfiniteList(
    useCommodityListPagesInfiniteQuery(args.list, { skip: categoryId === 0 }),
  );

  const selectSub = (id: number) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('sub', String(id));
        else next.delete('sub');
        return next;
      },
      { replace: true },
    );
  };

  return {
    categoryId,
    title,
    subId,
    subs: subs.data?.list ?? [],
    subsLoading: subs.isLoading,
    selectSub,
    list,
    filterOpen,
    openFilter: () => setFilterOpen(true),
    closeFilter: () => setFilterOpen(false),
    ...listParams,
  };
}
