import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { commodityApi } from '@/api/commodity';
import type { CartGroup } from '@/api/types';
import { useAppDispatch } from '@/state/hooks';

type PatchThunk = ReturnType<typeof commodityApi.util.updateQueryData<'shoppingCartList'>>;
type CacheState = ReturnType<Parameters<PatchThunk>[1]>;

/**
 * Edits the cached cart list in place, for optimistic selection and quantities. The store holds
 * the API slice, but the dispatch type features get (typed on the slices, below the app layer)
 * does not name it; this is the one place that says so.
 */
export function useCartCache() {
  const dispatch = useAppDispatch() as unknown as ThunkDispatch<CacheState, unknown, UnknownAction>;
  return useCallback(
    (recipe: (groups: CartGroup[]) => CartGroup[]) =>
      dispatch(
        commodityApi.util.updateQueryData('shoppingCartList', undefined, (draft) => {
          draft.list = recipe(draft.list);
        }),
      ),
    [dispatch],
  );
}
