import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { ROUTES } from '@/lib/routes';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { loggedIn } from '@/state/session-slice';
import { actionLog, answerProbe as answer, freshStore, probe, probeApi, PROBE, translate, userInfo, type TestStore } from '@tests/api/harness';
import { baseQuery } from './base-query';
import { commodityApi } from './commodity/endpoints';
import { commonApi } from './common/endpoints';

/**
 * Spec section 8, one test a row: the resolved value or the rejection, the dialog or toast event
 * with its translated text, and the session afterwards.
 */

/** What RTK Query hands the baseQuery, for calling it directly. */
const queryApi = (store: TestStore, controller = new AbortController()): BaseQueryApi => ({
  signal: controller.signal,
  abort: () => controller.abort(),
  dispatch: store.dispatch,
  getState: () => store.getState(),
  extra: undefined,
  endpoint: 'probe',
  type: 'mutation',
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('section 8: answers', () => {
  it('HTTP 200 with code 1 resolves with data and shows nothing', async () => {
    server.use(answer({ code: 1, msg: 'ok', time: 1, data: { n: 42 } }));
    const store = freshStore({ token: 't1' });
    const result = await probe(store);
    expect(result).toEqual({ data: { n: 42 } });
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(store.getState().session['ba-user-token']).toBe('t1');
  });

  it.each([60001, 60002])('code %i refreshes the token, then replays with the new one', async (code) => {
    const tokens: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      http.post(PROBE, ({ request }) => {
        const token = request.headers.get('ba-user-token');
        tokens.push(token);
        return HttpResponse.json(token === 't2' ? { code: 1, msg: '', data: 'fresh' } : { code, msg: 'expired', data: null });
      }),
      http.post('*/api/common/refreshToken', async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ refreshToken: 'refresh-1' });
        expect(request.headers.get('ba-user-token')).toBe('t1');
        return HttpResponse.json({ code: 1, msg: '', data: { type: 'user-refresh', token: 't2' } });
      }),
    );
    const store = freshStore({ token: 't1' });
    await expect(probe(store)).resolves.toEqual({ data: 'fresh' });
    expect(tokens).toEqual(['t1', 't2']);
    expect(refreshes).toBe(1);
    expect(store.getState().session['ba-user-token']).toBe('t2');
    expect(store.getState().session.user_info?.token).toBe('t2');
    expect(store.getState().ui.dialogs).toEqual([]);
  });

  it('code 303 toasts "please log in first", clears the session, goes to login after 500 ms, rejects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(answer({ code: 303, msg: 'Please login first', data: { type: 'need login' } }));
    const store = freshStore({ token: 't1' });
    const log = actionLog();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'not_logged_in', code: 303 });
    const toast = store.getState().ui.toasts.at(0);
    expect(translate(toast?.text)).toBe('Please log in first');
    expect(translate(toast?.text, 'zh-CN')).toBe('请先登录');
    expect(store.getState().session['ba-user-token']).toBe('');
    expect(store.getState().session.user_info).toBeNull();
    expect(log.count('session/sessionCleared')).toBe(1);

    await vi.advanceTimersByTimeAsync(499);
    expect(store.getState().ui.navigation).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().ui.navigation?.to).toMatch(new RegExp(`^${ROUTES.login}`));
    log.stop();
  });

  it('code 303, then a login within the 500 ms: the shopper is not sent to login after all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(answer({ code: 303, msg: 'Please login first', data: { type: 'need login' } }));
    const store = freshStore({ token: 't1' });
    await probe(store);
    expect(store.getState().session['ba-user-token']).toBe('');
    // A saved password: the login page signs the shopper in again at once and takes them back.
    store.dispatch(loggedIn(userInfo('t2')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().ui.navigation).toBeNull();
    expect(store.getState().session['ba-user-token']).toBe('t2');
  });

  it('a 303 that answers the session before a new login is asked again with the new token, and the new session stays', async () => {
    const tokens: (string | null)[] = [];
    let answerOld: () => void = () => undefined;
    const oldAnswered = new Promise<void>((resolve) => (answerOld = resolve));
    server.use(
      http.post(PROBE, async ({ request }) => {
        const token = request.headers.get('ba-user-token');
        tokens.push(token);
        if (token === 't2') return HttpResponse.json({ code: 1, msg: '', data: 'for t2' });
        await oldAnswered;
        return HttpResponse.json({ code: 303, msg: 'Please login first', data: null });
      }),
    );
    const store = freshStore({ token: 't1' });
    const log = actionLog();
    const pending = probe(store);
    await vi.waitFor(() => expect(tokens).toEqual(['t1']));
    // The shopper logged in again (another tab's expiry, a login page) while t1's request was out.
    store.dispatch(loggedIn(userInfo('t2')));
    answerOld();
    await expect(pending).resolves.toEqual({ data: 'for t2' });
    expect(tokens).toEqual(['t1', 't2']);
    expect(store.getState().session['ba-user-token']).toBe('t2');
    expect(store.getState().ui.toasts).toEqual([]);
    expect(log.count('api/loginRequired')).toBe(0);
    log.stop();
  });

  it('code 304 shows a confirm dialog listing each item, joined by commas, leading to the cart; rejects "out of stock"', async () => {
    server.use(
      answer({
        code: 304,
        msg: 'stock',
        data: [
          { commodity_title: 'Pearl ring', specs_title: 'Gold / 7' },
          { commodity_title: 'Hoop earrings', specs_title: 'Silver / M' },
        ],
      }),
    );
    const store = freshStore({ token: 't1' });
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'out_of_stock', code: 304, msg: 'out of stock' });
    const dialog = store.getState().ui.dialogs.at(0);
    expect(dialog?.kind).toBe('confirm');
    expect(dialog?.confirmTo).toBe(ROUTES.cart);
    // Natural in every language but simplified Chinese, which keeps the spec's words (issue 13).
    expect(translate(dialog?.content)).toBe('Pearl ring (Gold / 7): not enough in stock, Hoop earrings (Silver / M): not enough in stock');
    // Chinese joins them with its own full-width comma.
    expect(translate(dialog?.content, 'zh-CN')).toBe('商品Pearl ring 规格：Gold / 7 商品库存不足，商品Hoop earrings 规格：Silver / M 商品库存不足');
    expect(translate(dialog?.content, 'zh-TW')).toBe('Pearl ring（Gold / 7）庫存不足，Hoop earrings（Silver / M）庫存不足');
    expect(translate(dialog?.content, 'fr')).toBe('Pearl ring (Gold / 7)\u00a0: stock insuffisant, Hoop earrings (Silver / M)\u00a0: stock insuffisant');
    expect(translate(dialog?.content, 'es')).toBe('Pearl ring (Gold / 7): no hay stock suficiente, Hoop earrings (Silver / M): no hay stock suficiente');
    expect(translate(dialog?.title)).toBe('Not enough stock');
    expect(translate(dialog?.title, 'fr')).toBe('Stock insuffisant');
    expect(store.getState().session['ba-user-token']).toBe('t1');
  });

  it.each([
    ['three items, in Chinese', [1, 2, 3], 'zh-TW', 'A1（S1）庫存不足，A2（S2）庫存不足，A3（S3）庫存不足'],
    ['no readable item', [], 'en', 'Some items are not available in the quantity ordered.'],
  ] as const)('code 304 with %s still says what is short', async (_what, ids, locale, content) => {
    server.use(answer({ code: 304, msg: 'stock', data: ids.map((i) => ({ commodity_title: `A${String(i)}`, specs_title: `S${String(i)}` })) }));
    const store = freshStore({ token: 't1' });
    await probe(store);
    expect(translate(store.getState().ui.dialogs.at(0)?.content, locale)).toBe(content);
  });

  it('an answer with an errCode field resolves as success, whatever its code', async () => {
    server.use(answer({ code: 0, errCode: 40029, msg: 'invalid code', data: { bound: false } }));
    const store = freshStore();
    await expect(probe(store)).resolves.toEqual({ data: { bound: false } });
    expect(store.getState().ui.dialogs).toEqual([]);
  });

  it('any other code shows a dialog titled "Prompt" with the server message, and rejects', async () => {
    server.use(answer({ code: 0, msg: 'Coupon already used', data: null }));
    const store = freshStore({ token: 't1' });
    const result = await probe(store);
    expect(result.error).toEqual({ kind: 'business', code: 0, msg: 'Coupon already used', data: null });
    const dialog = store.getState().ui.dialogs.at(0);
    expect(dialog?.kind).toBe('alert');
    expect(translate(dialog?.title)).toBe('Prompt');
    expect(translate(dialog?.title, 'zh-TW')).toBe('提示');
    expect(translate(dialog?.content)).toBe('Coupon already used');
    expect(store.getState().session['ba-user-token']).toBe('t1');
  });
});

describe('section 8: network', () => {
  it('a network failure while online: dialog "request error" with the reason; the failure is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(PROBE, () => HttpResponse.error()));
    const store = freshStore();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'network', code: 5 });
    const dialog = store.getState().ui.dialogs.at(0);
    expect(translate(dialog?.content)).toMatch(/^Request error: .+/);
    expect(translate(dialog?.content, 'fr')).toMatch(/^Erreur de requête\u00a0: .+/);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('a network failure while offline: no toast, no dialog; the device being offline is noted once for the banner (issue 16)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post(PROBE, () => HttpResponse.error()));
    const store = freshStore();
    const log = actionLog();
    await probe(store, 1);
    const result = await probe(store, 2);
    log.stop();
    expect(result.error).toMatchObject({ kind: 'network', code: 5 });
    expect(store.getState().ui.toasts).toEqual([]);
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().connection.deviceOnline).toBe(false);
    expect(log.count('connection/deviceConnectionChanged')).toBe(1);
  });

  it('an interruption (abort) is ignored: rejects "abort" 600003 with nothing shown', async () => {
    server.use(
      http.post(PROBE, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 1, data: null });
      }),
    );
    const store = freshStore();
    const controller = new AbortController();
    const pending = baseQuery({ url: '/api/test/probe', body: {} }, queryApi(store, controller), {});
    controller.abort();
    await expect(pending).resolves.toEqual({ error: { kind: 'abort', code: 600003, msg: 'abort' } });
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('a timeout rejects with "timeout" (code 5) after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(PROBE, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 1, data: null });
      }),
    );
    const store = freshStore();
    const pending = probe(store);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(store.getState().ui.dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.error).toEqual({ kind: 'timeout', code: 5, msg: 'timeout' });
    expect(translate(store.getState().ui.dialogs.at(0)?.content)).toBe('The request timed out. Please try again.');
  });
});

describe('extra options declared per endpoint', () => {
  it('a silent call (the start-up calls) fails without a toast or dialog', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = freshStore();
    server.use(answer({ code: 0, msg: 'config missing' }, { status: 500 }));
    const failed = await store.dispatch(probeApi.endpoints.probeSilent.initiate({ n: 1 }));
    expect(failed.error).toMatchObject({ kind: 'http', code: 500 });
    server.use(http.post(PROBE, () => HttpResponse.error()));
    await store.dispatch(probeApi.endpoints.probeSilent.initiate({ n: 2 }));
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it("a read's own call options: its language header and silence, never sent in the body, each cached apart", async () => {
    const seen: { lang: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/commodity/commodityDetails', async ({ request }) => {
        seen.push({ lang: request.headers.get('lang'), body: await request.json() });
        return HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 });
      }),
    );
    const store = freshStore({ lang: 'en' });
    const details = commodityApi.endpoints.commodityDetails;
    const quiet = await store.dispatch(details.initiate({ id: 10001, call: { lang: 'fr', silent: true } }, { subscribe: false }));
    expect(quiet.error).toMatchObject({ kind: 'http', code: 502 });
    expect(store.getState().ui.dialogs).toEqual([]);
    const loud = await store.dispatch(details.initiate({ id: 10001 }, { subscribe: false }));
    expect(loud.error).toMatchObject({ kind: 'http', code: 502 });
    expect(store.getState().ui.dialogs).toHaveLength(1);
    expect(seen).toEqual([
      { lang: 'fr', body: { id: 10001 } },
      { lang: 'en', body: { id: 10001 } },
    ]);
  });

  it('the launch configuration call is silent: a failed configuration says nothing alarming', async () => {
    server.use(http.post('*/api/common/getConfiguration', () => HttpResponse.html('<h1>oops</h1>', { status: 502 })));
    const store = freshStore();
    const result = await store.dispatch(
      commonApi.endpoints.getConfiguration.initiate({ name: '' }, { subscribe: false }),
    );
    expect(result.error).toMatchObject({ kind: 'http', code: 502 });
    expect(store.getState().ui.dialogs).toEqual([]);
  });

  it('a loading call raises the overlay and lowers it again, also when it fails', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(PROBE, async () => {
        await gate;
        return HttpResponse.json({ code: 0, msg: 'no' });
      }),
    );
    const store = freshStore();
    const pending = store.dispatch(probeApi.endpoints.probeLoading.initiate({ n: 1 }));
    await vi.waitFor(() => expect(store.getState().ui.loading).toBe(1));
    release();
    await pending;
    expect(store.getState().ui.loading).toBe(0);
  });

  it('a call without the option never touches the overlay', async () => {
    server.use(answer({ code: 1, msg: '', data: 1 }));
    const store = freshStore();
    const log = actionLog();
    await probe(store);
    expect(log.count('ui/loadingStarted')).toBe(0);
    log.stop();
  });
});

describe('errCode details', () => {
  it('a null errCode is no errCode: the code decides', async () => {
    server.use(answer({ code: 0, errCode: null, msg: 'Nope', data: null }));
    const store = freshStore();
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'business', msg: 'Nope' });
  });
});
