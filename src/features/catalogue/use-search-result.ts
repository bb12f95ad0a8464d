import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useHotSearchQuery } from '@/api/common/endpoints';
import { useCommodityListPagesInfiniteQuery } from '@/api/commodity/endpoints';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { LIMITS } from '@/lib/constants';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { useListParams } from './use-list-params';

/** Results of ?keyword=, with the shared sort and filters; the box leads back to the search page. */
export function useSearchResult() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A shared link may carry any length: the search box's own limit applies (spec section 5).
  const keyword = (params.get('keyword') ?? '').trim().slice(0, LIMITS.inputMaxLength);
  const listParams = useListParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const list = useInfiniteList(
    useCommodityListPagesInfiniteQuery({ keyword, ...listParams.request, limit: PAGE_SIZE }, { skip: keyword === '' }),
  );
  const empty = list.items.length === 0 && list.status === 'nomore';
  // Suggestions are only needed when nothing was found.
  const hot = useHotSearchQuery(undefined, { skip: !empty });

  return {
    keyword,
    list,
    hot: hot.data?.list ?? [],
    editSearch: () => void navigate(ROUTES.search, { state: { keyword } }),
    searchFor: (next: string) => void navigate(links.searchResult(next), { replace: true }),
    filterOpen,
    openFilter: () => setFilterOpen(true),
    closeFilter: () => setFilterOpen(false),
    ...listParams,
  };
}
