import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@tests/deferred';
import { bootstrap } from './bootstrap';
import type * as StoreModule from './store';
import { PICTURE_DRAFTS_FLAG } from '@/lib/picture-drafts-flag';
import { legacyRedirectTarget } from './site';

// What launch's chunk sets going, and the tasks between its steps, as the test sees them.
const steps = vi.hoisted(() => ({
  log: [] as string[],
  /** Each wait for the next task; a test that holds them settles them by hand. */
  nextTask: (): Promise<void> => Promise.resolve(),
  /** The first paint and idle moment after it: none unless a test gives one. */
  afterFirstPaint: (): Promise<void> => new Promise(() => undefined),
  pictureSweeps: 0,
}));
vi.mock('./after-first-paint', () => ({ afterFirstPaint: () => steps.afterFirstPaint() }));
vi.mock('@/lib/picture-drafts', () => ({
  sweepPictureDrafts: () => {
    steps.pictureSweeps += 1;
    return Promise.resolve();
  },
}));
vi.mock('./launch', () => ({
  launchApp: () => () => {
    steps.log.push('launch');
    return Promise.resolve();
  },
  prefetchFirstScreen: () => () => {
    steps.log.push('first screen');
  },
  followSessionAcrossTabs: () => () => undefined,
}));
vi.mock('@/lib/next-task', () => ({
  nextTask: () => {
    steps.log.push('next task');
    return steps.nextTask();
  },
}));
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
      document,
    } as unknown as Window,
    replace,
  };
}

describe('bootstrap', () => {
  afterEach(() => {
    steps.log.length = 0;
    steps.nextTask = () => Promise.resolve();
    steps.afterFirstPaint = () => new Promise(() => undefined);
    steps.pictureSweeps = 0;
    localStorage.clear();
  });

  it('asks for the first page’s data, then starts launch, each in a task after the chunk’s own', async () => {
    const held = [deferred(), deferred()];
    let waits = 0;
    steps.nextTask = () => held[waits++]?.promise ?? Promise.resolve();
    const { win } = fakeWindow('https://shop.example/pages/tabbar/home/home');
    await bootstrap(win);
    await vi.waitFor(() => {
      expect(steps.log).toEqual(['next task']);
    });
    held[0]?.resolve();
    await vi.waitFor(() => {
      expect(steps.log).toEqual(['next task', 'first screen', 'next task']);
    });
    held[1]?.resolve();
    await vi.waitFor(() => {
      expect(steps.log).toEqual(['next task', 'first screen', 'next task', 'launch']);
    });
  });

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

  it("sweeps a closed tab's picture drafts after the first paint, on a device that kept one", async () => {
    const home = 'https://shop.example/pages/tabbar/home/home';
    const painted = deferred();
    steps.afterFirstPaint = () => painted.promise;
    await bootstrap(fakeWindow(home).win);
    painted.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Never kept a picture: nothing loaded, nothing opened.
    expect(steps.pictureSweeps).toBe(0);

    localStorage.setItem(PICTURE_DRAFTS_FLAG, '1');
    const paintedAgain = deferred();
    steps.afterFirstPaint = () => paintedAgain.promise;
    await bootstrap(fakeWindow(home).win);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps.pictureSweeps).toBe(0);
    paintedAgain.resolve();
    await vi.waitFor(() => {
      expect(steps.pictureSweeps).toBe(1);
    });
  });

  it('does not treat look-alike hosts as legacy', () => {
    expect(legacyRedirectTarget({ hostname: 'notaccjewelry.cn', pathname: '/', search: '' })).toBeNull();
    expect(legacyRedirectTarget({ hostname: 'm.accjewelry.cn', pathname: '/x', search: '' })).toBe(
      'https://www.accjewelry.com/x',
    );
  });
});
