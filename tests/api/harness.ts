import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createIntl } from 'react-intl';
import { formatUiText } from '@/i18n/ui-text';
import { api } from '@/api/api';
import { listenerMiddleware } from '@/app/listeners';
import type { RootState } from '@/app/store';
import type { Locale } from '@/lib/constants';
import type { UserInfo } from '@/lib/server-shapes';
import type { UiText } from '@/state/ui-slice';
import en from '@locales/en.json';
import es from '@locales/es.json';
import fr from '@locales/fr.json';
import zhCN from '@locales/zh-CN.json';
import zhTW from '@locales/zh-TW.json';
import { makeTestStore } from '../test-store';

/** Test harness of the API layer: a fresh store per test, an action log, translated ui texts. */

const catalogues: Record<Locale, Record<string, string>> = { en, es, fr, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** A ui event's text as the shopper would read it in `locale`. */
export function translate(text: UiText | undefined, locale: Locale = 'en'): string {
  if (!text) return '';
  return formatUiText(createIntl({ locale, messages: catalogues[locale], onError: () => undefined }), text);
}

export const userInfo = (token: string, extra: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  username: 'buyer7',
  nickname: 'Buyer',
  email: 'b@example.com',
  mobile: '13800000000',
  avatar: '',
  gender: 0,
  birthday: '',
  money: '100.00',
  score: 0,
  join_time: 1_700_000_000,
  motto: '',
  last_login_time: 1_700_000_000,
  last_login_ip: '127.0.0.1',
  token,
  refresh_token: 'refresh-1',
  userCode: 'U7',
  ...extra,
});

export interface StoreOptions {
  token?: string;
  refreshToken?: string;
  thirdSession?: string;
  visitorId?: string;
  lang?: Locale | '';
  clientType?: 'H5' | 'H5-WX';
}

/** A fresh store (makeTestStore) with a session, a language and a client type. */
export function freshStore(options: StoreOptions = {}) {
  const { token = '', refreshToken = 'refresh-1', thirdSession = '', visitorId = 'visitor-1', lang = 'en' } = options;
  const base = makeTestStore().store.getState();
  const preloadedState: Partial<RootState> = {
    session: {
      ...base.session,
      user_info: token ? userInfo(token, { refresh_token: refreshToken }) : null,
      'ba-user-token': token,
      refresh_token: token ? refreshToken : '',
      third_session: thirdSession,
      visitor_id: visitorId,
    },
    lang: { ...base.lang, lang },
    sysConfig: { ...base.sysConfig, clientType: options.clientType ?? 'H5' },
  };
  return makeTestStore({ preloadedState }).store;
}

/** Every action dispatched while the log is open (through the app's listener middleware). */
export function actionLog() {
  const actions: UnknownAction[] = [];
  const stop = listenerMiddleware.startListening({
    predicate: () => true,
    effect: (action) => {
      actions.push(action);
    },
  });
  return {
    actions,
    count: (type: string) => actions.filter((a) => a.type === type).length,
    stop,
  };
}

/** Where the probe endpoints below post, and an answer to them. */
export const PROBE = '*/api/test/probe';
export const answerProbe = (body: JsonBodyType, init?: ResponseInit) => http.post(PROBE, () => HttpResponse.json(body, init));

/** A bare endpoint for baseQuery tests: no validator, a mutation so concurrent calls are not merged. */
export const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, { n?: number; silent?: boolean }>({
      query: (body) => ({ url: '/api/test/probe', body }),
    }),
    probeSilent: build.mutation<unknown, { n?: number }>({
      query: (body) => ({ url: '/api/test/probe', body }),
      extraOptions: { silent: true },
    }),
    probeLoading: build.mutation<unknown, { n?: number }>({
      query: (body) => ({ url: '/api/test/probe', body }),
      extraOptions: { loading: true },
    }),
  }),
});

export type TestStore = ReturnType<typeof freshStore>;

/** Calls the probe; resolves with { data } or { error } (never throws). */
export async function probe(store: TestStore, n = 0) {
  const result = await store.dispatch(probeApi.endpoints.probe.initiate({ n }));
  return result;
}
