import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiConfig } from './config';
import type { SliceState } from '@/state/hooks';

/**
 * PROVISIONAL baseQuery of the foundation (issue 2): POST + JSON + envelope unwrap only.
 * The API layer (issue 3) replaces it with the full error catalogue, headers and refresh.
 */
export interface RequestArgs {
  url: string;
  body?: unknown;
}

export interface ApiExtraOptions {
  loading?: boolean;
  site?: 'basePath' | 'basePath2';
}

export interface ApiError {
  code: number;
  msg: string;
}

export const baseQuery: BaseQueryFn<RequestArgs, unknown, ApiError, ApiExtraOptions> = async (args, api, extra) => {
  const state = api.getState() as SliceState;
  const base = extra?.site === 'basePath2' ? apiConfig.basePath2 || apiConfig.basePath : apiConfig.basePath;
  try {
    const res = await fetch(base + args.url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', lang: state.lang.lang || 'en' },
      body: JSON.stringify(args.body ?? {}),
    });
    const json = (await res.json()) as { code: number; data: unknown; msg: string };
    if (json.code === 1) return { data: json.data };
    return { error: { code: json.code, msg: json.msg } };
  } catch (e) {
    return { error: { code: 5, msg: String(e) } };
  }
};
