import { api } from './api';

/** PROVISIONAL: only the start-up calls, until the API layer (issue 3) declares the whole group. */
export interface DefaultLanguage {
  lang: string;
  title: string;
  language: string;
}

export const commonApi = api.injectEndpoints({
  endpoints: (build) => ({
    systemDefaultLanguage: build.query<DefaultLanguage, void>({
      query: () => ({ url: '/api/common/systemDefaultLanguage', body: {} }),
    }),
    getLang: build.query<Record<string, string>, { lang: string }>({
      query: (body) => ({ url: '/api/common/getLang', body }),
    }),
    getConfiguration: build.query<Record<string, unknown>, { name: string }>({
      query: (body) => ({ url: '/api/common/getConfiguration', body }),
    }),
  }),
});
