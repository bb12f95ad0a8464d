import { freeze, type Dispatch } from '@reduxjs/toolkit';
import type {
  EndpointBuilder,
  InfiniteData,
  InfiniteQueryDefinition,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';
import type { ApiTagType } from './api';
import type { ApiExtraOptions, baseQuery, CallOptions } from './base-query';
import type { PageRequest, Paged } from './contract';
import type { EndpointPath, NoParams, RequestOf, ResponseOf } from './types';
import type { Check } from '@/lib/check';

/**
 * Endpoint definitions straight from the path: the request and answer types come from
 * types.ts' EndpointMap and the check must prove the answer type, so a group file cannot pair a
 * path with the wrong types or an unchecked answer.
 */
type BQ = typeof baseQuery;
export type Build = EndpointBuilder<BQ, ApiTagType, 'api'>;

/** Calls without parameters take no argument (`useShoppingCartCountQuery()`). */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's own convention for "no argument": only `void` lets hooks and initiate be called without one.
export type ArgOf<P extends EndpointPath> = RequestOf<P> extends NoParams ? void : RequestOf<P>;
/** A read's argument may also carry this call's own choices (base-query.ts CallOptions). */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- as ArgOf: only `void` lets hooks and initiate be called without an argument.
export type QueryArgOf<P extends EndpointPath> = RequestOf<P> extends NoParams ? void : RequestOf<P> & { call?: CallOptions };

type QueryDef<P extends EndpointPath> = QueryDefinition<QueryArgOf<P>, BQ, ApiTagType, ResponseOf<P>, 'api'>;
type MutationDef<P extends EndpointPath> = MutationDefinition<ArgOf<P>, BQ, ApiTagType, ResponseOf<P>, 'api'>;

export type QueryOptions<P extends EndpointPath> = Partial<
  Pick<QueryDef<P>, 'providesTags' | 'onQueryStarted' | 'keepUnusedDataFor'>
> & { extraOptions?: ApiExtraOptions };
export type MutationOptions<P extends EndpointPath> = Partial<
  Pick<MutationDef<P>, 'invalidatesTags' | 'onQueryStarted'>
> & { extraOptions?: ApiExtraOptions };

const request = (url: string, check: Check<unknown>) => (arg: unknown) => {
  const { call, ...body } = (arg ?? {}) as { call?: CallOptions };
  return { url, body, validate: check, ...(call && { call }) };
};

/**
 * Every answer is in the language of the request's `lang` header (names, notices, coupon titles,
 * ledger rows, help texts), so every read also carries the 'Lang' tag: switching the language
 * invalidates it, and what is on screen is asked for again in the new language.
 */
function inEveryLanguage<P extends EndpointPath>(provides: QueryOptions<P>['providesTags']): QueryOptions<P>['providesTags'] {
  if (typeof provides === 'function') return (...args) => [...provides(...args), 'Lang'];
  return [...(provides ?? []), 'Lang'];
}

/** A read (a POST too, spec section 7). */
export function query<P extends EndpointPath>(
  build: Build,
  path: P,
  check: Check<ResponseOf<P>>,
  options: QueryOptions<P> = {},
) {
  return build.query<ResponseOf<P>, QueryArgOf<P>>({ query: request(path, check), ...options, providesTags: inEveryLanguage(options.providesTags) });
}

/** The paths whose request is a page of a list (`{ page, limit }` → `{ list, total }`). */
type PagedPath = {
  [P in EndpointPath]: RequestOf<P> extends PageRequest ? (ResponseOf<P> extends Paged<unknown> ? P : never) : never;
}[EndpointPath];
/** A paged read's argument: everything but the page, which RTK Query's page param supplies. */
export type PagesArgOf<P extends PagedPath> = Omit<RequestOf<P>, 'page'> & { call?: CallOptions };
type PagesDef<P extends PagedPath> = InfiniteQueryDefinition<PagesArgOf<P>, number, BQ, ApiTagType, ResponseOf<P>, 'api'>;
export type PagesOptions<P extends PagedPath> = Partial<Pick<PagesDef<P>, 'providesTags' | 'onQueryStarted' | 'keepUnusedDataFor'>>;

/**
 * The next page's number, or undefined once the list is whole: the server's total is reached, or
 * a page came back short or empty (a total that overstates, or rows gone meanwhile, never loops).
 */
export function nextPage(lastPage: Paged<unknown>, allPages: Paged<unknown>[], lastPageNumber: number, arg: { limit: number }): number | undefined {
  const loaded = allPages.reduce((n, page) => n + page.list.length, 0);
  if (lastPage.list.length === 0 || lastPage.list.length < arg.limit || loaded >= lastPage.total) return undefined;
  return lastPageNumber + 1;
}

/**
 * A paged read as RTK Query's infinite query: every loaded page in ONE cache entry per argument
 * (a tab, a filter, a keyword), so `fetchNextPage` grows it, another argument starts at page 1,
 * and a tag invalidation refetches all the loaded pages in turn (an order cancelled on page 2
 * leaves the list, not only the last page).
 */
export function pagedQuery<P extends PagedPath>(build: Build, path: P, check: Check<ResponseOf<P>>, options: PagesOptions<P> = {}) {
  const ask = request(path, check);
  const provides = options.providesTags;
  return build.infiniteQuery<ResponseOf<P>, PagesArgOf<P>, number>({
    query: ({ queryArg, pageParam }) => ask({ ...queryArg, page: pageParam }),
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (lastPage, allPages, lastPageNumber, _numbers, arg) => nextPage(lastPage, allPages, lastPageNumber, arg),
    },
    // Each landed page hands RTK every loaded page again; structural sharing would compare them
    // all, row by row, with the held ones: quadratic over a long list (a search over 10 000 goods,
    // 482 pages, fell behind a fast scroll). The rows a list shows are virtualized, so new
    // references cost little.
    structuralSharing: false,
    // Each page arrives deep-frozen. Production turns Immer's auto-freeze off (app/store.ts), and
    // then Immer 11, handed the entry's pages again on every landed page, walks every row of every
    // page looking for drafts: about 130 ms a page at 6 000 rows in the browser, growing with the
    // list. A frozen page is known to hold none and is skipped, so a landed page costs its own rows.
    transformResponse: (page: ResponseOf<P>) => freeze(page, true),
    ...options,
    // As inEveryLanguage: the pages are in the request's language.
    providesTags: typeof provides === 'function' ? (...args) => [...provides(...args), 'Lang'] : [...(provides ?? []), 'Lang'],
  });
}

/** Every row of a paged read's loaded pages, in order. */
export const rowsOf = <T>(data: InfiniteData<Paged<T>, number> | undefined): T[] => data?.pages.flatMap((page) => page.list) ?? [];

/** A write. */
export function mutation<P extends EndpointPath>(
  build: Build,
  path: P,
  check: Check<ResponseOf<P>>,
  options: MutationOptions<P> = {},
) {
  return build.mutation<ResponseOf<P>, ArgOf<P>>({ query: request(path, check), ...options });
}

interface LifecycleApi<R> {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: R }>;
}

/**
 * onQueryStarted that acts on a success only (the session after a login, carNum after a cart
 * write). A failure was already reported by the baseQuery, so it is swallowed here.
 */
export const onFulfilled =
  <R>(effect: (data: R, dispatch: Dispatch) => void) =>
  async (_arg: unknown, { dispatch, queryFulfilled }: LifecycleApi<R>): Promise<void> => {
    let data: R;
    try {
      ({ data } = await queryFulfilled);
    } catch {
      return;
    }
    effect(data, dispatch);
  };
