// Test helper: a real recording of a short shopping session, made with the real recorder.
import type { Recording } from '@/features/qa/recording-format';
import { cartCountReceived } from '@/state/cart-slice';
import { languageChosen } from '@/state/lang-slice';
import { loggedIn } from '@/state/session-slice';
import { dialogRequested, routeChanged, toastDismissed, toastRequested } from '@/state/ui-slice';
import { makeStore } from '../store';
import { startRecorder } from './recorder';

/**
 * Steps: 1 route home, 2 language en, 3 login, 4 toast, 5 toast gone, 6 cart count 2,
 * 7 stock dialog, 8 route cart.
 */
export function recordShoppingSession(): Recording {
  // RTK's checks still run, without their stopwatch (a figure of the machine's load: tests/test-store.ts).
  const { store } = makeStore({ checksWarnAfter: Number.POSITIVE_INFINITY });
  let clock = 0;
  const recorder = startRecorder(store, { now: () => (clock += 40) });
  store.dispatch(routeChanged('/pages/tabbar/home/home'));
  store.dispatch(languageChosen({ lang: 'en', lang_name: 'English' }));
  store.dispatch(
    loggedIn({
      id: 1,
      username: 'ann@example.com',
      nickname: 'Ann',
      email: 'ann@example.com',
      mobile: '13800138000',
      avatar: '',
      gender: 0,
      birthday: '',
      money: '0.00',
      score: 0,
      join_time: 1714550000,
      motto: '',
      last_login_time: 1714550000,
      last_login_ip: '198.51.100.7',
      token: 'tok-0123456789abcdef',
      refresh_token: 'ref-0123456789abcdef',
      userCode: 'U1001',
    }),
  );
  store.dispatch(toastRequested({ text: { raw: 'Welcome back' } }));
  store.dispatch(toastDismissed(store.getState().ui.toasts[0].key));
  store.dispatch(cartCountReceived(2));
  store.dispatch(
    dialogRequested({
      kind: 'confirm',
      title: { message: { id: 'qa.fixture_prompt', defaultMessage: 'Prompt' } },
      content: { message: { id: 'qa.fixture_stock', defaultMessage: 'Only {count} left of {title}' }, values: { count: 1, title: 'Gold ring' } },
      confirmTo: '/pages/tabbar/cart/cart',
    }),
  );
  store.dispatch(routeChanged('/pages/tabbar/cart/cart'));
  const recording = recorder.exportRecording();
  recorder.stop();
  return recording;
}
