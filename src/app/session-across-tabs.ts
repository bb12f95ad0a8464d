import type { PersistedState } from 'redux-persist';
import { api, USER_TAGS } from '@/api/api';
import { loggedIn, selectToken, selectUserCode, sessionCleared, tokenRefreshed, type SessionState } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { sessionPersistConfig } from './persist-config';
import { SESSION_FIELDS } from './stored-fields';
import { sessionMessages } from './session-messages';
import type { AppStore } from './store';

type StoreLike = Pick<AppStore, 'dispatch' | 'getState'>;

const SESSION_KEYS: readonly string[] = Object.keys(SESSION_FIELDS);

/** The session as the device holds it now, read and checked as a start reads it. */
async function storedSession(): Promise<Partial<SessionState>> {
  const config = sessionPersistConfig();
  const raw = (await config.storage.getItem(`persist:${config.key}`)) as PersistedState | null;
  if (!raw) return {};
  const checked = await config.migrate?.(raw, config.version ?? 0);
  return (checked ?? {}) as Partial<SessionState>;
}

/**
 * Every tab of the shop follows the session the others leave on the device (the spec's keys,
 * section 3): logged out in one tab, logged out in all; someone else signed in there, the same here
 * (with their data, not the last shopper's); a token refreshed there, used here. Without it a tab
 * left open kept the old session in memory and wrote it back over the new one (a shopper signed in
 * on a shared phone found themselves signed out, or as the one before, after a reload), and asked
 * with a token the server had ended.
 *
 * Our decision where the spec is silent: the tab says what changed (a toast), stays on its page
 * (a login-only page's guard takes it to login), and the change is a plain action, so a QA
 * recording replays it. Started with launch, from its chunk (it needs the API's tags).
 */
export function followSessionAcrossTabs(store: StoreLike, win: Window): () => void {
  let checking = false;
  const check = async () => {
    checking = false;
    const stored = await storedSession();
    const state = store.getState();
    const token = stored['ba-user-token'] ?? '';
    if (token === selectToken(state)) return;
    if (!token) {
      if (!selectToken(state)) return;
      store.dispatch(sessionCleared());
      // The last shopper's answers go (a shared phone); nothing is asked again without a session,
      // which a login-only page would hear as "please log in first".
      store.dispatch(api.util.resetApiState());
      store.dispatch(toastRequested({ text: { message: sessionMessages.signedOutElsewhere } }));
      return;
    }
    const user = stored.user_info;
    if (!user) return;
    if (user.userCode === selectUserCode(state)) {
      store.dispatch(tokenRefreshed(token));
      return;
    }
    store.dispatch(loggedIn({ ...user, token, refresh_token: stored.refresh_token ?? '' }));
    store.dispatch(api.util.invalidateTags([...USER_TAGS]));
    const name = user.nickname || user.username;
    store.dispatch(toastRequested({ text: { message: sessionMessages.signedInElsewhere, values: { name } } }));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== win.localStorage || (event.key !== null && !SESSION_KEYS.includes(event.key))) return;
    // The other tab writes the session's keys one after another: read them once they are all there.
    if (checking) return;
    checking = true;
    win.setTimeout(() => void check(), 0);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
