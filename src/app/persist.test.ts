import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageChosen } from '@/state/lang-slice';
import { loggedIn, inviteUserStored, type UserInfo } from '@/state/session-slice';
import { bootFrom as boot, memoryStorage } from '../../tests/memory-storage';

const user = { id: 7, token: 'tok-1', refresh_token: 'ref-1', userCode: 'U7', nickname: 'Mei' } as UserInfo;

describe('persistence of the spec client keys', () => {
  it('round-trips session and language through storage, and nothing else', async () => {
    const storage = memoryStorage();
    const first = await boot(storage);
    first.store.dispatch(loggedIn(user));
    first.store.dispatch(inviteUserStored('1234'));
    first.store.dispatch(languageChosen({ lang: 'fr', lang_name: 'Français' }));
    await first.persistor.flush();

    expect(Object.keys(storage.data).sort()).toEqual(['persist:lang', 'persist:session']);
    const savedLang = JSON.parse(storage.data['persist:lang'] ?? '{}') as Record<string, string>;
    expect(Object.keys(savedLang).sort()).toEqual(['_persist', 'lang', 'lang_name']);

    const second = await boot(storage);
    const state = second.store.getState();
    expect(state.session.user_info?.userCode).toBe('U7');
    expect(state.session['ba-user-token']).toBe('tok-1');
    expect(state.session.refresh_token).toBe('ref-1');
    expect(state.session.invite_user).toBe('1234');
    expect(state.lang.lang).toBe('fr');
    expect(state.lang.lang_name).toBe('Français');
  });

  it('drops only the corrupted key and keeps the rest', async () => {
    const storage = memoryStorage({
      'persist:session': JSON.stringify({
        'ba-user-token': '"tok-9"',
        invite_user: '{not json',
        user_info: '"a string, not a user"',
        visitor_id: '"fp-1"',
        _persist: '{"version":1,"rehydrated":true}',
      }),
      'persist:lang': JSON.stringify({ lang: '"klingon"', lang_name: '"Klingon"', _persist: '{"version":1}' }),
    });
    const { store } = await boot(storage);
    const state = store.getState();
    expect(state.session['ba-user-token']).toBe('tok-9');
    expect(state.session.visitor_id).toBe('fp-1');
    expect(state.session.invite_user).toBe('');
    expect(state.session.user_info).toBeNull();
    expect(state.lang.lang).toBe('');
    expect(state.lang.lang_name).toBe('Klingon');
  });

  it('boots whatever bytes are stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (session, lang) => {
        const { store } = await boot(memoryStorage({ 'persist:session': session, 'persist:lang': lang }));
        const state = store.getState();
        expect(typeof state.session['ba-user-token']).toBe('string');
        expect(['', 'zh-CN', 'zh-TW', 'en', 'fr', 'es']).toContain(state.lang.lang);
      }),
      { numRuns: 60 },
    );
  });

  it('migrates a version 0 store (no version marker) and keeps its values', async () => {
    const storage = memoryStorage({
      'persist:lang': JSON.stringify({ lang: '"es"', lang_name: '"Español"' }),
    });
    const { store } = await boot(storage);
    expect(store.getState().lang.lang).toBe('es');
  });
});
