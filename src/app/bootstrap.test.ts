import { describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';
import type * as StoreModule from './store';
import { legacyRedirectTarget } from './site';

vi.mock('./launch', () => ({ launchApp: () => () => Promise.resolve(), prefetchFirstScreen: () => () => undefined }));
vi.mock('./device-identity', () => ({ ensureDeviceIdentity: () => () => Promise.resolve() }));
vi.mock('./preload-route', () => ({ preloadRoute: () => Promise.resolve() }));
vi.mock('@/api/config', () => ({ isDemoMode: false, apiConfig: { basePath: '', basePath2: '', tenantId: '1' } }));
// The app's store as tests make it (tests/store-without-stopwatch.ts).
vi.mock('./store', async (original) => {
  const { storeWithoutStopwatch } = await import('@tests/store-without-stopwatch');
  return storeWithoutStopwatch(await original<typeof StoreModule>());
});

function fakeWindow(href: string, userAgent = 'Mozilla/5.0') {
  const url = new URL(href);
  const replace = vi.fn();
  return {
    win: {
      location: { hostname: url.hostname, pathname: url.pathname, search: url.search, replace },
      navigator: { userAgent },
    } as unknown as Window,
    replace,
  };
}

describe('bootstrap', () => {
  it('stores the number after hyfx as the inviting user and reloads the site root', async () => {
    const { win, replace } = fakeWindow('https://shop.example/pages/tabbar/home/hyfx20481');
    const booted = await bootstrap(win);
    expect(booted).toEqual({ redirected: true });
    expect(replace).toHaveBeenCalledWith('/');
    // Under the spec's own key, as the uni-app client reads it.
    expect(localStorage.getItem('invite_user')).toBe('20481');
  });

  it('sends a legacy-domain host to the main shop site, keeping path and query', async () => {
    const { win, replace } = fakeWindow('https://www.accjewelry.cn/pages/business/goods/goodsInfo?id=9');
    expect(await bootstrap(win)).toEqual({ redirected: true });
    expect(replace).toHaveBeenCalledWith('https://www.accjewelry.com/pages/business/goods/goodsInfo?id=9');
  });

  it('keeps the sharer code from the query and detects the WeChat browser', async () => {
    const { win, replace } = fakeWindow(
      'https://shop.example/?sharer_user_code=AB12',
      'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40',
    );
    const booted = await bootstrap(win);
    expect(replace).not.toHaveBeenCalled();
    if ('redirected' in booted) throw new Error('should not redirect');
    expect(booted.store.getState().session.sharer_user_code).toBe('AB12');
    expect(booted.store.getState().sysConfig.clientType).toBe('H5-WX');
  });

  it('takes the sharer code from a scene parameter too', async () => {
    const { win } = fakeWindow('https://shop.example/?scene=ZX9');
    const booted = await bootstrap(win);
    if ('redirected' in booted) throw new Error('should not redirect');
    expect(booted.store.getState().session.sharer_user_code).toBe('ZX9');
    expect(booted.store.getState().sysConfig.clientType).toBe('H5');
  });

  it('does not treat look-alike hosts as legacy', () => {
    expect(legacyRedirectTarget({ hostname: 'notaccjewelry.cn', pathname: '/', search: '' })).toBeNull();
    expect(legacyRedirectTarget({ hostname: 'm.accjewelry.cn', pathname: '/x', search: '' })).toBe(
      'https://www.accjewelry.com/x',
    );
  });
});
