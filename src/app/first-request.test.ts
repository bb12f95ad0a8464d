import { describe, expect, it, vi } from 'vitest';
import { commonApi } from '@/api/common/endpoints';
import { server } from '@mocks/node';
import { bootstrap } from './bootstrap';
import type * as StoreModule from './store';

/**
 * Spec section 7: every call carries browser-only-code, the visitor's fingerprint hash. On a first
 * visit the fingerprint is computed after the first paint (issue 11/12), so the app is already
 * asking for data when it is not known yet: those calls must wait for it, not leave without it.
 */
const fingerprint = vi.hoisted(() => {
  let release: (id: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => {
    release = resolve;
  });
  return { ready, release: (id: string) => release(id) };
});

// The hash is held back, so this test decides when it is known.
vi.mock('@/lib/fingerprint', () => ({ browserFingerprint: () => fingerprint.ready }));
// The test DOM paints nothing; the real wait is for the first contentful paint and an idle moment.
vi.mock('./after-first-paint', () => ({ afterFirstPaint: () => Promise.resolve() }));
// The page's chunk is not what this is about.
vi.mock('./preload-route', () => ({ preloadRoute: () => undefined }));
vi.mock('@/api/config', () => ({ isDemoMode: false, apiConfig: { basePath: '', basePath2: '', tenantId: '1' } }));
// The app's store as tests make it (tests/store-without-stopwatch.ts).
vi.mock('./store', async (original) => {
  const { storeWithoutStopwatch } = await import('@tests/store-without-stopwatch');
  return storeWithoutStopwatch(await original<typeof StoreModule>());
});

function firstVisitWindow(): Window {
  return {
    location: { hostname: 'shop.example', pathname: '/pages/tabbar/home/home', search: '', replace: vi.fn() },
    navigator: { userAgent: 'Mozilla/5.0' },
    document,
    // Launch's chunk starts following the other tabs' session (session-across-tabs.ts).
    addEventListener: () => undefined,
  } as unknown as Window;
}

describe('the first visit’s first calls', () => {
  it('wait for the fingerprint and all carry it as browser-only-code', async () => {
    const sent: { path: string; code: string | null }[] = [];
    const listener = ({ request }: { request: Request }) => {
      sent.push({ path: new URL(request.url).pathname, code: request.headers.get('browser-only-code') });
    };
    server.events.on('request:start', listener);
    try {
      const booted = await bootstrap(firstVisitWindow());
      if ('redirected' in booted) throw new Error('should not redirect');
      const { store } = booted;
      expect(store.getState().session.visitor_id).toBe('');
      // A page asks for its data at once (launch has asked for the default language already).
      const page = store.dispatch(commonApi.endpoints.hotSearch.initiate());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toEqual([]);

      fingerprint.release('fp-7f3a9c');
      await page;
      // Launch's calls (default language, pack, configuration) went after it too.
      await vi.waitFor(() => expect(store.getState().sysConfig.loaded).toBe(true));
      expect(sent.map((s) => s.path)).toEqual(expect.arrayContaining(['/api/common/hotSearch', '/api/common/systemDefaultLanguage', '/api/common/getConfiguration']));
      expect(sent.every((s) => s.code === 'fp-7f3a9c')).toBe(true);
      expect(store.getState().session.visitor_id).toBe('fp-7f3a9c');
      page.unsubscribe();
      // Home's own calls go on after launch's, one per task: the last has answered before the server closes.
      await vi.waitFor(() => expect(store.getState().api.queries['activityList(undefined)']?.status).toBe('fulfilled'), { timeout: 10_000 });
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
});
