// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonApi } from '@/api/common/endpoints';
import { loginRequired } from '@/api/events';
import { parseRecording } from '@/features/qa/parse-recording';
import { comparableRecording, RECORDING_FORMAT, RECORDING_FORMAT_VERSION } from '@/features/qa/recording-format';
import { foldRecording } from '@/features/qa/replay-fold';
import { APP_VERSION } from '@/lib/constants';
import { cartCountReceived } from '@/state/cart-slice';
import { languageChosen } from '@/state/lang-slice';
import type { UserInfo } from '@/lib/server-shapes';
import { loggedIn } from '@/state/session-slice';
import { dialogClosed, dialogRequested, routeChanged, toastDismissed, toastRequested } from '@/state/ui-slice';
import { makeTestStore } from '@tests/test-store';
import { PERSIST_VERSION } from '../persist-config';
import { startRecorder, type Recorder } from './recorder';

const user = (token: string, joined: number): UserInfo => ({
  id: 7,
  username: 'ann.buyer@example.com',
  nickname: 'Ann',
  email: 'ann.buyer@example.com',
  mobile: '13800138000',
  avatar: '',
  gender: 2,
  birthday: '1990-04-01',
  money: '120.00',
  score: 10,
  join_time: joined,
  motto: 'call me on +44 7700 900123',
  last_login_time: joined + 60,
  last_login_ip: '203.0.113.9',
  token,
  refresh_token: `${token}-refresh`,
  userCode: 'U1007',
});

let clock = 0;
const recorders: Recorder[] = [];
function record() {
  const { store } = makeTestStore();
  const recorder = startRecorder(store, { now: () => clock });
  recorders.push(recorder);
  return { store, recorder };
}

beforeEach(() => {
  clock = 1000;
});
afterEach(() => {
  recorders.splice(0).forEach((r) => {
    r.stop();
  });
  vi.useRealTimers();
});

/** The steps of a short shopping session, with a token and time of its own. */
function shop(store: ReturnType<typeof makeTestStore>['store'], token: string, joined: number, pace = 1) {
  store.dispatch(routeChanged('/pages/tabbar/home/home'));
  clock += 250 * pace;
  store.dispatch(loggedIn(user(token, joined)));
  store.dispatch(toastRequested({ text: { raw: 'Welcome back' } }));
  const toastKey = store.getState().ui.toasts[0].key;
  clock += 1500 * pace;
  store.dispatch(toastDismissed(toastKey));
  store.dispatch(cartCountReceived(3));
  store.dispatch(dialogRequested({ kind: 'confirm', content: { message: { id: 'cart.out_of_stock', defaultMessage: 'Out of stock' } } }));
  store.dispatch(dialogClosed({ key: store.getState().ui.dialogs[0].key, confirmed: true }));
  store.dispatch(routeChanged('/pages/tabbar/cart/cart'));
}

describe('the recorder', () => {
  it('captures every action with its time offset and a header naming the build', () => {
    const { store, recorder } = record();
    shop(store, 'tok-aaaaaaaaaaaaaaaa', 1714550000);
    const recording = recorder.exportRecording();
    expect(recording.steps.map((s) => s.action.type)).toEqual([
      'ui/routeChanged',
      'session/loggedIn',
      'ui/toastRequested',
      'ui/toastDismissed',
      'cart/cartCountReceived',
      'ui/dialogRequested',
      'ui/dialogClosed',
      'ui/routeChanged',
    ]);
    expect(recording.steps.map((s) => s.at)).toEqual([0, 250, 250, 1750, 1750, 1750, 1750, 1750]);
    expect(recording.header).toMatchObject({
      format: RECORDING_FORMAT,
      formatVersion: RECORDING_FORMAT_VERSION,
      appVersion: APP_VERSION,
      commit: expect.any(String) as string,
      locale: 'en',
      persistVersion: PERSIST_VERSION,
    });
    expect(Object.keys(recording.header.startState).sort()).toEqual(['cart', 'cartQueue', 'connection', 'lang', 'pwa', 'session', 'sysConfig', 'ui', 'unread']);
  });

  it('exports a file the replay reads back, whose fold reaches the recorded end state', () => {
    const { store, recorder } = record();
    store.dispatch(languageChosen({ lang: 'fr', lang_name: 'Français' }));
    shop(store, 'tok-bbbbbbbbbbbbbbbb', 1714550000);
    const text = JSON.stringify(recorder.exportRecording());
    const { recording, notes } = parseRecording(text);
    expect(notes).toEqual([]);
    const { state, applied, failure } = foldRecording(recording);
    expect(failure).toBeNull();
    expect(applied).toBe(9);
    expect(JSON.parse(JSON.stringify(state))).toEqual(recording.endState);
    expect(state.cart.carNum).toBe(3);
    expect(state.session['ba-user-token']).toBe('[token-1]');
  });

  it('shares nothing secret: no token, refresh token, phone, email or IP in the file', () => {
    const { store, recorder } = record();
    shop(store, 'tok-cccccccccccccccc', 1714550000);
    const text = JSON.stringify(recorder.exportRecording());
    for (const secret of ['tok-cccccccccccccccc', 'ann.buyer@example.com', '13800138000', '7700 900123', '203.0.113.9', '1990-04-01']) {
      expect(text).not.toContain(secret);
    }
    expect(recorder.exportRecording().scrubbed).toMatchObject({ token: 1, 'refresh-token': 1, email: 1, phone: 2, ip: 1 });
  });

  it('makes two recordings of the same steps equal, whatever the tokens, keys and times', () => {
    const first = record();
    shop(first.store, 'tok-dddddddddddddddd', 1714550000);
    clock = 99_000;
    const second = record();
    shop(second.store, 'tok-eeeeeeeeeeeeeeee', 1799990000, 3);
    const a = first.recorder.exportRecording();
    const b = second.recorder.exportRecording();
    expect(b.steps.map((s) => s.at)).not.toEqual(a.steps.map((s) => s.at));
    expect(comparableRecording(a)).toEqual(comparableRecording(b));
  });

  it('leaves RTK Query and redux-persist bookkeeping out, but keeps the API layer events', async () => {
    const { store, recorder } = record();
    // No page here (node environment), so no origin for the relative address: the call fails
    // (and says so), which is all this needs: RTK Query's bookkeeping of a call.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(commonApi.endpoints.systemDefaultLanguage.initiate(undefined, { subscribe: false }));
    expect(warn).toHaveBeenCalledWith('request failed:', expect.stringContaining('Failed to parse URL'));
    warn.mockRestore();
    store.dispatch({ type: 'persist/PAUSE' });
    const types = recorder.exportRecording().steps.map((s) => s.action.type);
    expect(types).toEqual([]);
    vi.useFakeTimers();
    store.dispatch(loginRequired({ reason: 'not-logged-in', from: '/pages/tabbar/cart/cart' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(recorder.exportRecording().steps.map((s) => s.action.type)).toEqual([
      'api/loginRequired',
      'session/sessionCleared',
      'ui/navigationRequested',
    ]);
  });

  it('records a nested dispatch after the action that caused it, so the fold order is the real one', () => {
    const { store, recorder } = record();
    store.dispatch(loggedIn(user('tok-ffffffffffffffff', 1714550000)));
    // The 303 listener clears the session synchronously, inside the dispatch of loginRequired.
    store.dispatch(loginRequired({ reason: 'not-logged-in' }));
    const recording = recorder.exportRecording();
    expect(recording.steps.map((s) => s.action.type)).toEqual(['session/loggedIn', 'api/loginRequired', 'session/sessionCleared']);
    expect(JSON.parse(JSON.stringify(foldRecording(recording).state))).toEqual(recording.endState);
  });

  it('starts over from the current state on restart, and records nothing once stopped', () => {
    const { store, recorder } = record();
    store.dispatch(cartCountReceived(1));
    recorder.restart();
    store.dispatch(cartCountReceived(2));
    const recording = recorder.exportRecording();
    expect(recording.steps).toHaveLength(1);
    expect(recording.header.startState.cart).toEqual({ carNum: 1 });
    recorder.stop();
    store.dispatch(cartCountReceived(5));
    expect(recorder.count()).toBe(1);
  });
});
