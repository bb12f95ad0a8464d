import type { Dispatch, Middleware, Reducer } from '@reduxjs/toolkit';

/**
 * A part of the store whose code is not in the entry chunk. The RTK Query API (src/api/api.ts,
 * with RTK Query itself) registers here when its chunk is first loaded, by the first page or by
 * launch; every store (src/app/store.ts) takes it in at that moment, or at creation when it is
 * loaded already. Its reducer and middleware are in place before the importing module runs any
 * query, because registering happens while that module is evaluated.
 */
export interface LazySlice {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  /** Runs once per store after it has taken the slice in (the API's focus and reconnect listeners). */
  joined?: (dispatch: Dispatch) => void;
}

const registered: LazySlice[] = [];
const takers = new Set<(slice: LazySlice) => void>();

export function registerLazySlice(slice: LazySlice): void {
  if (registered.some((s) => s.reducerPath === slice.reducerPath)) return;
  registered.push(slice);
  for (const take of takers) take(slice);
}

/** Hands every registered slice to `take`, now and as they come; returns the unsubscribe. */
export function takeLazySlices(take: (slice: LazySlice) => void): () => void {
  for (const slice of registered) take(slice);
  takers.add(take);
  return () => takers.delete(take);
}
