// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageChosen } from '@/state/lang-slice';
import type { UserInfo } from '@/lib/server-shapes';
import { inviteUserStored, loggedIn, sessionCleared } from '@/state/session-slice';
import { bootFrom as boot, memoryStorage as memoryStore } from '@tests/memory-storage';

const user = { id: 7, token: 'tok-1', refresh_token: 'ref-1', userCode: 'U7', nickname: 'Mei' } as UserInfo;
/** uni.setStorageSync's text for a value that is not a string. */
const uni = (data: unknown) => JSON.stringify({ type: typeof data, data });
const SPEC_KEYS = ['user_info', 'ba-user-token', 'third_session', 'refresh_token', 'visitor_id', 'device_id', 'invite_user', 'sharer_user_code', 'lang', 'lang_name'];

/** A session and language stored well, for the tests that spoil one key of it. */
const WELL_STORED: Record<string, string> = {
  user_info: uni({ id: 3, token: 'tok-9', nickname: 'Kept' }),
  'ba-user-token': 'tok-9',
  visitor_id: 'fp-1',
  invite_user: '55',
  device_id: '170000000012345678',
  sharer_user_code: 'AB12',
  lang: 'fr',
  lang_name: 'Français',
};
/**
 * What each key reads back as: kept, and when its own value was dropped. A dropped token is taken
 * from user_info; a dropped user_info leaves the token (still logged in, the user is fetched again).
 */
const READ_BACK: Record<string, [unknown, unknown]> = {
  user_info: ['Kept', undefined],
  'ba-user-token': ['tok-9', 'tok-9'],
  visitor_id: ['fp-1', ''],
  invite_user: ['55', ''],
  device_id: ['170000000012345678', ''],
  sharer_user_code: ['AB12', ''],
  lang: ['fr', ''],
  lang_name: ['Français', ''],
};

describe('persistence under the spec client keys', () => {
  it('stores each field under its own key as uni.setStorageSync would, and nothing else', async () => {
    const storage = memoryStore();
    const first = await boot(storage);
    first.store.dispatch(loggedIn(user));
    first.store.dispatch(inviteUserStored('1234'));
    first.store.dispatch(languageChosen({ lang: 'fr', lang_name: 'Français' }));
    await first.persistor.flush();

    expect(Object.keys(storage.data).sort()).toEqual(['ba-user-token', 'invite_user', 'lang', 'lang_name', 'refresh_token', 'user_info']);
    expect(storage.data['ba-user-token']).toBe('tok-1');
    expect(storage.data.lang).toBe('fr');
    expect(storage.data.lang_name).toBe('Français');
    expect(storage.data.invite_user).toBe('1234');
    expect(JSON.parse(storage.data.user_info)).toEqual({ type: 'object', data: expect.objectContaining({ token: 'tok-1', userCode: 'U7' }) as unknown });

    const second = await boot(storage);
    const state = second.store.getState();
    expect(state.session.user_info?.userCode).toBe('U7');
    expect(state.session['ba-user-token']).toBe('tok-1');
    expect(state.session.refresh_token).toBe('ref-1');
    expect(state.session.invite_user).toBe('1234');
    expect(state.lang.lang).toBe('fr');
    expect(state.lang.lang_name).toBe('Français');
  });

  it('removes the session keys on logout, so neither client finds a session', async () => {
    const storage = memoryStore();
    const { store, persistor } = await boot(storage);
    store.dispatch(loggedIn(user));
    await persistor.flush();
    store.dispatch(sessionCleared());
    await persistor.flush();
    expect(Object.keys(storage.data)).not.toEqual(expect.arrayContaining(['ba-user-token']));
    expect(storage.data.user_info).toBeUndefined();
    expect(storage.data.refresh_token).toBeUndefined();
  });

  it('takes over a session the uni-app client left (its H5 format), logged in', async () => {
    const storage = memoryStore({
      user_info: uni({ id: 12, username: 'lina', nickname: 'Lina', token: 'uni-tok', userCode: 88, money: 12.5, gender: 2 }),
      'ba-user-token': 'uni-tok',
      third_session: 'ts-1',
      visitor_id: 'fp-9',
      device_id: uni(1700000000123),
      invite_user: uni(20481),
      lang: 'zh_CN',
      lang_name: '简体中文',
    });
    const { store } = await boot(storage);
    const { session, lang } = store.getState();
    expect(session['ba-user-token']).toBe('uni-tok');
    expect(session.user_info).toMatchObject({ id: 12, nickname: 'Lina', token: 'uni-tok', userCode: '88', money: '12.5', gender: 2, email: '' });
    expect(session.third_session).toBe('ts-1');
    expect(session.device_id).toBe('1700000000123');
    expect(session.invite_user).toBe('20481');
    expect(lang.lang).toBe('zh-CN');
    expect(lang.lang_name).toBe('简体中文');
  });

  it('takes over a uni-app session that kept the token only inside user_info, or only beside it', async () => {
    const inside = await boot(memoryStore({ user_info: uni({ id: 1, token: 'only-inside' }) }));
    expect(inside.store.getState().session['ba-user-token']).toBe('only-inside');
    const beside = await boot(memoryStore({ user_info: JSON.stringify({ id: 1, nickname: 'N' }), 'ba-user-token': 'only-beside' }));
    expect(beside.store.getState().session.user_info).toMatchObject({ token: 'only-beside', nickname: 'N' });
  });

  it('migrates our version 1 (persist:session / persist:lang) and then forgets it', async () => {
    const storage = memoryStore({
      'persist:session': JSON.stringify({
        user_info: JSON.stringify(user),
        'ba-user-token': '"tok-1"',
        refresh_token: '"ref-1"',
        visitor_id: '"fp-1"',
        _persist: '{"version":1,"rehydrated":true}',
      }),
      'persist:lang': JSON.stringify({ lang: '"es"', lang_name: '"Español"', _persist: '{"version":1,"rehydrated":true}' }),
    });
    const { store, persistor } = await boot(storage);
    expect(store.getState().session['ba-user-token']).toBe('tok-1');
    expect(store.getState().session.user_info?.nickname).toBe('Mei');
    expect(store.getState().lang.lang).toBe('es');
    store.dispatch(inviteUserStored('77'));
    await persistor.flush();
    expect(storage.data['persist:session']).toBeUndefined();
    expect(storage.data['persist:lang']).toBeUndefined();
    expect(storage.data['ba-user-token']).toBe('tok-1');
    expect(storage.data.lang).toBe('es');
  });

  it('prefers the spec key to version 1 where both are stored', async () => {
    const storage = memoryStore({ lang: 'en', 'persist:lang': JSON.stringify({ lang: '"es"', lang_name: '"Español"' }) });
    const { store } = await boot(storage);
    expect(store.getState().lang).toMatchObject({ lang: 'en', lang_name: 'Español' });
  });

  it.each([
    ['user_info', '{not json'],
    ['user_info', uni('a string, not a user')],
    ['user_info', uni([1, 2])],
    ['user_info', uni(null)],
    ['ba-user-token', 'tok\nInjected: header'],
    ['ba-user-token', '令牌'],
    ['ba-user-token', uni({ a: 1 })],
    ['visitor_id', 'x'.repeat(5000)],
    ['invite_user', '12ab'],
    ['invite_user', uni(-1)],
    ['device_id', uni(true)],
    ['sharer_user_code', '<script>'],
    ['lang', 'klingon'],
    ['lang', uni(42)],
    ['lang_name', uni({ name: 'x' })],
  ])('drops only %s when it holds %j, and keeps the rest', async (key, value) => {
    const { store } = await boot(memoryStore({ ...WELL_STORED, [key]: value }));
    const { session, lang } = store.getState();
    const read: Record<string, unknown> = {
      user_info: session.user_info?.nickname,
      'ba-user-token': session['ba-user-token'],
      visitor_id: session.visitor_id,
      invite_user: session.invite_user,
      device_id: session.device_id,
      sharer_user_code: session.sharer_user_code,
      lang: lang.lang,
      lang_name: lang.lang_name,
    };
    const expected = Object.fromEntries(Object.entries(READ_BACK).map(([k, [kept, dropped]]) => [k, k === key ? dropped : kept]));
    expect(read).toEqual(expected);
  });

  it('boots whatever text is stored under every key', async () => {
    const anyText = fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.jsonValue().map(uni));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...SPEC_KEYS, 'persist:session', 'persist:lang'), anyText), async (stored) => {
        const { store } = await boot(memoryStore(stored));
        const { session, lang } = store.getState();
        for (const key of ['ba-user-token', 'third_session', 'refresh_token', 'visitor_id'] as const) {
          expect(session[key]).toMatch(/^[\x21-\x7e]*$/);
        }
        expect(session.invite_user).toMatch(/^\d*$/);
        expect(['', 'zh-CN', 'zh-TW', 'en', 'fr', 'es']).toContain(lang.lang);
        expect(typeof lang.lang_name).toBe('string');
        if (session.user_info) {
          expect(typeof session.user_info.nickname).toBe('string');
          expect(typeof session.user_info.id).toBe('number');
          expect(session.user_info.token).not.toBe('');
        }
      }),
      { numRuns: 150 },
    );
  });
});
