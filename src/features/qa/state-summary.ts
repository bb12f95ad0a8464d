import type { DialogEvent, ToastEvent } from '@/state/ui-slice';
import type { ReplayState } from './replay-fold';

/** What a QA engineer looks at first in a replayed state, as data (the CLI and the page word it). */
export interface StateSummary {
  session: {
    loggedIn: boolean;
    userCode: string;
    username: string;
    hasRefreshToken: boolean;
    hasThirdSession: boolean;
    inviteUser: string;
    sharerUserCode: string;
  };
  lang: { locale: string; name: string; packSize: number };
  cart: { carNum: number };
  unread: { msgNum: number };
  route: string;
  dialogs: DialogEvent[];
  toasts: ToastEvent[];
  loading: number;
  pendingNavigation: string | null;
  launch: { resolved: boolean; loaded: boolean };
}

export function summarizeState(state: ReplayState): StateSummary {
  const { session, lang, cart, unread, ui, sysConfig } = state;
  return {
    session: {
      loggedIn: session['ba-user-token'] !== '',
      userCode: session.user_info?.userCode ?? '',
      username: session.user_info?.username ?? '',
      hasRefreshToken: session.refresh_token !== '',
      hasThirdSession: session.third_session !== '',
      inviteUser: session.invite_user,
      sharerUserCode: session.sharer_user_code,
    },
    lang: { locale: lang.lang, name: lang.lang_name, packSize: Object.keys(lang.pack).length },
    cart: { carNum: cart.carNum },
    unread: { msgNum: unread.msgNum },
    route: ui.route,
    dialogs: ui.dialogs,
    toasts: ui.toasts,
    loading: ui.loading,
    pendingNavigation: ui.navigation?.to ?? null,
    launch: { resolved: sysConfig.launchResolved, loaded: sysConfig.loaded },
  };
}
