import { http, HttpResponse } from 'msw';

/**
 * PROVISIONAL demo backend of the foundation: the start-up calls only. The demo backend
 * (issue 4) replaces this with the full stateful shop; keep the exports `handlers` and
 * `resetDemoData`.
 */
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

export const handlers = [
  http.post('*/api/common/systemDefaultLanguage', () => ok({ lang: 'en', title: 'English', language: 'English' })),
  http.post('*/api/common/getLang', () => ok({})),
  http.post('*/api/common/getConfiguration', () =>
    ok({
      dominantColor: '#b8860b',
      myPageBg: '#f6f4f0',
      webDescription: 'ACC+ Jewelry Wholesale',
      H5WebsiteIcon: '/favicon.svg',
      webDescriptionInfo: 'Wholesale jewelry for resellers: rings, earrings, necklaces and more.',
    }),
  ),
];

export function resetDemoData(): void {
  // Nothing is stateful yet.
}
