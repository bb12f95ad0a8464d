import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { requestHeaders } from '@/api/base-query';
import { languageChosen, selectCurLang } from '@/state/lang-slice';
import { bootFrom, memoryStorage } from '@tests/memory-storage';
import { makeTestStore } from '@tests/test-store';
import { launchApp, type LaunchDeps } from './launch';
import { listenerMiddleware } from './listeners';

const deps: LaunchDeps = { fingerprint: () => Promise.resolve('fp-123'), now: () => 1_700_000_000_000, random: () => 0.5 };
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

let stopRecording: () => void = () => undefined;
afterEach(() => stopRecording());

/** A store whose every action is remembered in order, to check the launch steps' sequence. */
function recordingStore(preloaded?: Parameters<typeof makeTestStore>[0]) {
  const { store } = makeTestStore(preloaded);
  const types: string[] = [];
  stopRecording = listenerMiddleware.startListening({
    predicate: () => true,
    effect: (action) => {
      types.push(action.type);
    },
  });
  return { store, types };
}

const stepNames = [
  'lang/languageChosen',
  'lang/languagePackActivated',
  'sysConfig/sysConfigReceived',
  'lang/languageNameSet',
  'sysConfig/themeApplied',
  'sysConfig/launchResolved',
  'sysConfig/appLoaded',
];

describe('launch sequence (spec section 1)', () => {
  it('runs steps 1 to 6 in order and applies the configuration', async () => {
    server.use(
      http.post('*/api/common/systemDefaultLanguage', () => ok({ lang: 'fr', title: 'Français', language: 'Français' })),
      http.post('*/api/common/getLang', () => ok({ 'page.home': 'Accueil (serveur)' })),
    );
    const { store, types } = recordingStore();
    await store.dispatch(launchApp(deps));
    expect(types.filter((t) => stepNames.includes(t))).toEqual(stepNames);
    const state = store.getState();
    expect(state.lang.lang).toBe('fr');
    expect(state.lang.lang_name).toBe('Français');
    expect(state.lang.pack['page.home']).toBe('Accueil (serveur)');
    expect(state.sysConfig.theme.primary).toBe('#b8860b');
    expect(state.sysConfig.script).toBe('other');
    expect(state.sysConfig.loaded).toBe(true);
    expect(state.session.visitor_id).toBe('fp-123');
    expect(state.session.device_id).toMatch(/^1700000000000\d{8}$/);
  });

  it('keeps a stored language and still activates its pack', async () => {
    const langAsked: unknown[] = [];
    server.use(
      http.post('*/api/common/getLang', async ({ request }) => {
        langAsked.push(await request.json());
        return ok({});
      }),
    );
    const { store, types } = recordingStore({
      preloadedState: { lang: { lang: 'zh-TW', lang_name: '繁體中文', pack: {} } as never },
    });
    await store.dispatch(launchApp(deps));
    expect(types).not.toContain('lang/languageChosen');
    expect(types).toContain('lang/languagePackActivated');
    expect(langAsked).toEqual([{ lang: 'zh-TW' }]);
    expect(store.getState().lang.lang).toBe('zh-TW');
    expect(store.getState().lang.lang_name).toBe('繁體中文');
    expect(store.getState().sysConfig.script).toBe('zh');
  });

  it('keeps a stored language when the default language gets no answer (offline, none saved), and activates its pack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/common/systemDefaultLanguage', () => HttpResponse.error()),
      http.post('*/api/common/getLang', () => ok({ 'page.home': 'Home (server)' })),
    );
    const { store, types } = recordingStore({ preloadedState: { lang: { lang: 'en', lang_name: 'English', pack: {}, fallback: '' } as never } });
    await store.dispatch(launchApp(deps));
    expect(types).not.toContain('lang/localeFellBack');
    expect(types).toContain('sysConfig/launchResolved');
    expect(selectCurLang(store.getState())).toBe('en');
    expect(store.getState().lang).toMatchObject({ lang: 'en', lang_name: 'English', pack: { 'page.home': 'Home (server)' } });
    expect(store.getState().sysConfig.script).toBe('other');
    expect(warn).toHaveBeenCalledWith('default language unavailable; the stored language stays', expect.anything());
    warn.mockRestore();
  });

  it('keeps a stored language when its pack gets no answer either (offline, none saved): the catalogue’s texts, no fallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/common/systemDefaultLanguage', () => HttpResponse.error()),
      http.post('*/api/common/getLang', () => HttpResponse.error()),
    );
    const { store, types } = recordingStore({ preloadedState: { lang: { lang: 'fr', lang_name: 'Français', pack: {}, fallback: '' } as never } });
    await store.dispatch(launchApp(deps));
    expect(types).not.toContain('lang/localeFellBack');
    expect(types).not.toContain('lang/languagePackActivated');
    expect(types).toContain('sysConfig/launchResolved');
    expect(selectCurLang(store.getState())).toBe('fr');
    expect(store.getState().lang.lang_name).toBe('Français');
    expect(store.getState().sysConfig.loaded).toBe(true);
    expect(warn).toHaveBeenCalledWith('language pack unavailable; the stored language stays', expect.anything());
  });

  it('falls back to zh when the default language gets no answer and none is stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/api/common/systemDefaultLanguage', () => HttpResponse.error()));
    const { store, types } = recordingStore();
    await store.dispatch(launchApp(deps));
    expect(types).toContain('lang/localeFellBack');
    expect(selectCurLang(store.getState())).toBe('zh-CN');
    expect(store.getState().sysConfig.loaded).toBe(true);
  });

  it('falls back to zh when the language pack fails, and is loaded all the same', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/common/getLang', () => HttpResponse.json({ code: 0, msg: 'no pack', data: null })));
    const { store, types } = recordingStore();
    await store.dispatch(launchApp(deps));
    expect(types).toContain('lang/localeFellBack');
    expect(types).not.toContain('sysConfig/launchResolved');
    expect(selectCurLang(store.getState())).toBe('zh-CN');
    expect(store.getState().sysConfig.loaded).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('falls back to zh for that launch only: the stored language stays, and the next launch shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const first = await bootFrom(storage);
    first.store.dispatch(languageChosen({ lang: 'fr', lang_name: 'Français' }));
    server.use(http.post('*/api/common/getLang', () => new HttpResponse('down', { status: 502 })));
    await first.store.dispatch(launchApp(deps));
    expect(selectCurLang(first.store.getState())).toBe('zh-CN');
    expect(first.store.getState().lang).toMatchObject({ lang: 'fr', lang_name: 'Français' });
    await first.persistor.flush();

    server.resetHandlers();
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => headers.push(request.headers.get('lang')));
    const second = await bootFrom(storage);
    expect(selectCurLang(second.store.getState())).toBe('fr');
    await second.store.dispatch(launchApp(deps));
    server.events.removeAllListeners();
    expect(second.store.getState().lang).toMatchObject({ lang: 'fr', lang_name: 'Français', fallback: '' });
    expect(selectCurLang(second.store.getState())).toBe('fr');
    expect(second.store.getState().sysConfig.script).toBe('other');
    expect(headers.length).toBeGreaterThan(0);
    expect(new Set(headers)).toEqual(new Set(['fr']));
  });

  it('asks the server in zh while the launch has fallen back, and a language the shopper picks ends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/common/getLang', () => new HttpResponse('down', { status: 502 })));
    const { store } = recordingStore({ preloadedState: { lang: { lang: 'es', lang_name: 'Español', pack: {}, fallback: '' } as never } });
    await store.dispatch(launchApp(deps));
    expect(requestHeaders(store.getState()).lang).toBe('zh-CN');
    store.dispatch(languageChosen({ lang: 'en', lang_name: 'English' }));
    expect(selectCurLang(store.getState())).toBe('en');
    expect(requestHeaders(store.getState()).lang).toBe('en');
  });

  it('loads with default colours when the configuration fails, without changing the language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/api/common/getConfiguration', () => new HttpResponse('gateway down', { status: 502 })));
    const { store } = recordingStore();
    await store.dispatch(launchApp(deps));
    const state = store.getState();
    expect(state.sysConfig.config).toBeNull();
    expect(state.sysConfig.theme.primary).toBe('#b8860b');
    expect(state.sysConfig.launchResolved).toBe(true);
    expect(state.sysConfig.loaded).toBe(true);
    expect(state.lang.lang).toBe('en');
    expect(state.ui.dialogs).toEqual([]);
    warn.mockRestore();
  });

  it('does not refetch a configuration it already holds', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/common/getConfiguration', () => {
        asked += 1;
        return ok({});
      }),
    );
    const { store } = recordingStore({
      preloadedState: { sysConfig: { config: { dominantColor: '#123456' } } as never },
    });
    await store.dispatch(launchApp(deps));
    expect(asked).toBe(0);
    expect(store.getState().sysConfig.theme.primary).toBe('#123456');
  });

  it('rejects a hostile colour from the configuration', async () => {
    server.use(
      http.post('*/api/common/getConfiguration', () => ok({ dominantColor: 'red; background:url(x)', myPageBg: '#fff' })),
    );
    const { store } = recordingStore();
    await store.dispatch(launchApp(deps));
    expect(store.getState().sysConfig.theme).toEqual({ primary: '#b8860b', background: '#fff' });
  });
});

describe('launch with a held session', () => {
  it('refreshes the user info from the server and saves it again', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/account/userInfo', () => {
        asked += 1;
        return ok({ userInfo: { id: 1, username: 'demo', nickname: 'Fresh name', email: '', mobile: '', avatar: '', gender: 0, birthday: '', money: '10.00', score: 0, join_time: 0, motto: '', last_login_time: 0, last_login_ip: '', userCode: 'U1' } });
      }),
    );
    const { store } = makeTestStore({
      preloadedState: {
        session: { user_info: { id: 1, nickname: 'Old name', token: 'tok', refresh_token: '', userCode: 'U1' }, 'ba-user-token': 'tok' } as never,
      },
    });
    await store.dispatch(launchApp(deps));
    await vi.waitFor(() => expect(store.getState().session.user_info?.nickname).toBe('Fresh name'));
    expect(asked).toBe(1);
    expect(store.getState().session['ba-user-token']).toBe('tok');
  });
});
