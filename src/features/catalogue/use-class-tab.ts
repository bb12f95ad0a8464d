import { useState } from 'react';
import { useCategoryListQuery } from '@/api/common/endpoints';
import type { CategoryNode } from '@/api/types';

/** The class tab: the category tree and the top category in view (kept while the tab is alive). */
export function useClassTab() {
  const tree = useCategoryListQuery();
  const categories = tree.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const active: CategoryNode | undefined = categories.find((c) => c.id === chosen) ?? categories.at(0);
  return {
    categories,
    active,
    choose: (id: number) => setChosen(id),
    loading: tree.isLoading,
    failed: tree.isError && !tree.data,
    retry: () => void tree.refetch(),
  };
}
