import type { Dispatch } from '@reduxjs/toolkit';
import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { ApiTagType } from './api';
import type { ApiExtraOptions, baseQuery, CallOptions } from './base-query';
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
