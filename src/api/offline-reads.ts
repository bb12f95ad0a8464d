import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  captivePortalMet,
  deviceConnectionChanged,
  freshAnswerReceived,
  initialConnectionState,
  shopReached,
  staleAnswerServed,
} from '@/state/connection-slice';
import type { SliceState } from '@/state/hooks';
import { answerKey, saveAnswer, savedAnswer, SAVED_READS, SHELL_READS } from './answer-cache';
import type { Outcome } from './outcome';
import type { Check } from '@/lib/check';

/**
 * What the baseQuery does about the network beyond one request (issue 16): it saves catalogue
 * reads' answers, serves the saved copy when a read gets no answer, and tells the connection
 * slice what the answers show (the shop reached, or a portal in the way). Only serializable
 * events: the banner and the "possibly out of date" mark are rendered by the app's host.
 */

type State = Pick<SliceState, 'session' | 'lang' | 'ui' | 'connection'>;
const stateOf = (api: BaseQueryApi) => api.getState() as State;

/** The account an answer belongs to: never a token (it rotates, and is never put in an address). */
function accountOf(state: State): string {
  const user = state.session.user_info;
  if (user?.userCode) return user.userCode;
  if (user) return `id-${String(user.id)}`;
  return state.session['ba-user-token'] ? 'signed-in' : 'guest';
}

/** The saved-answer key of a read, or null when this call's answer is not kept. */
export function savedReadKey(api: BaseQueryApi, site: string, path: string, body: unknown, lang: string | undefined): string | null {
  if (!SAVED_READS.has(path)) return null;
  const state = stateOf(api);
  return answerKey({ site, path, body, lang: lang ?? (state.lang.fallback || state.lang.lang), account: accountOf(state) });
}

/** Whether a call's rejection means it got no answer at all (a write can then wait on the device). */
export function gotNoAnswer(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'timeout';
}

/** No answer at all: what a saved copy may stand in for (an answer that says no never is). */
const unanswered = (outcome: Outcome) => outcome.kind === 'network' || outcome.kind === 'timeout' || outcome.kind === 'portal';

/** Tells the connection slice what this outcome shows, and saves a read's fresh answer. */
export function noteOutcome(api: BaseQueryApi, key: string | null, outcome: Outcome): void {
  // A store built without the slice (a bare test store) has nothing to note.
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- see above
  const connection = stateOf(api).connection ?? initialConnectionState;
  if (outcome.kind === 'portal') {
    if (!connection.portal) api.dispatch(captivePortalMet());
  } else if (outcome.kind === 'network' || outcome.kind === 'timeout') {
    // The device knew before its event reached the app (or the event never came): say it now.
    if (typeof navigator !== 'undefined' && !navigator.onLine && connection.deviceOnline) {
      api.dispatch(deviceConnectionChanged({ online: false }));
    }
  } else if (outcome.kind !== 'abort' && outcome.kind !== 'bad_body' && connection.portal) {
    api.dispatch(shopReached());
  }
  if (outcome.kind !== 'ok' || key === null) return;
  void saveAnswer(key, outcome.data, outcome.envelope);
  if (key in connection.stale) api.dispatch(freshAnswerReceived(key));
}

/**
 * A read with no answer: its saved copy (still passing today's check), announced as stale on the
 * page it was shown on (on none for the launch's reads); else null.
 */
export async function servedFromSaved(
  api: BaseQueryApi,
  path: string,
  key: string | null,
  outcome: Outcome,
  check: Check<unknown> | undefined,
  firstVisitKey: string | null = null,
): Promise<{ data: unknown } | null> {
  if (key === null || !unanswered(outcome)) return null;
  // A first visit's start-up calls and first page leave before any language is chosen: they send
  // none, the server answers in its default, and the copies are kept under no language. The reload
  // sends the language chosen since (that default, unless the shopper changed it), so its own copy
  // comes first and the first visit's stands in. Without it an offline start found no default
  // language, fell back to zh, whose files a first visit in English had not loaded, and failed.
  const saved = (await savedAnswer(key)) ?? (firstVisitKey !== null && firstVisitKey !== key ? await savedAnswer(firstVisitKey) : null);
  if (!saved || (check && check(saved.data) !== null)) return null;
  const route = SHELL_READS.has(path) ? null : stateOf(api).ui.route;
  api.dispatch(staleAnswerServed({ key, route, savedAt: saved.savedAt }));
  return { data: saved.data };
}
