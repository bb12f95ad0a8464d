// Words for `npm run replay`: the recording's header and the final state, as a person reads them.
import { createIntl, createIntlCache } from 'react-intl';
import type { Recording } from '../src/features/qa/recording-format';
import type { ReplayState } from '../src/features/qa/replay-fold';
import { summarizeState } from '../src/features/qa/state-summary';
import type { UiText } from '../src/state/ui-slice';
import { formatUiText } from '../src/i18n/ui-text';

const LABEL_WIDTH = 11;
const line = (label: string, text: string) => `${label.padEnd(LABEL_WIDTH)}${text}`;
const more = (text: string) => `${' '.repeat(LABEL_WIDTH)}${text}`;

/** UiText in English with the app's own catalogue, as the app would show it. */
export function makeTextFormatter(english: Record<string, string>) {
  const intl = createIntl({ locale: 'en', messages: english, onError: () => undefined }, createIntlCache());
  return (text: UiText): string => {
    try {
      return formatUiText(intl, text);
    } catch {
      return 'message' in text ? (text.message.defaultMessage ?? text.message.id) : JSON.stringify(text);
    }
  };
}

export function describeRecording(fileName: string, recording: Recording): string[] {
  const { header, steps, scrubbed } = recording;
  const seconds = steps.length ? (steps[steps.length - 1].at / 1000).toFixed(1) : '0.0';
  const scrubbedText = Object.entries(scrubbed)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  return [
    line('Recording', fileName),
    more(`format ${header.formatVersion} · app ${header.appVersion} · commit ${header.commit} · language ${header.locale} · persist ${header.persistVersion}`),
    more(`${steps.length} steps over ${seconds} s · scrubbed: ${scrubbedText || 'nothing'}`),
  ];
}

export function describeState(state: ReplayState, text: (t: UiText) => string): string[] {
  const s = summarizeState(state);
  const none = 'none';
  const out = [
    line(
      'Session',
      s.session.loggedIn
        ? `logged in · user code ${s.session.userCode || none} · username ${s.session.username || none}`
        : 'logged out',
    ),
    more(
      `refresh token ${s.session.hasRefreshToken ? 'held' : none} · third session ${s.session.hasThirdSession ? 'held' : none} · ` +
        `invite_user ${s.session.inviteUser || none} · sharer ${s.session.sharerUserCode || none}`,
    ),
    line('Language', `${s.lang.locale || '(not chosen)'}${s.lang.name ? ` (${s.lang.name})` : ''} · server pack: ${s.lang.packSize} texts`),
    line('Cart', `${s.cart.carNum} (carNum)`),
    line('Unread', `${s.unread.msgNum} (msgNum)`),
    line('Route', s.route || '(none yet)'),
    line('Dialogs', s.dialogs.length ? `${s.dialogs.length} open` : none),
  ];
  s.dialogs.forEach((d, i) => {
    const title = d.title ? `${text(d.title)}: ` : '';
    out.push(more(`${i + 1}. [${d.kind}] ${title}${text(d.content)}${d.confirmTo ? ` → ${d.confirmTo}` : ''}`));
  });
  out.push(
    line('Toasts', s.toasts.length ? s.toasts.map((t) => text(t.text)).join(' | ') : none),
    line('Loading', s.loading > 0 ? `shown (${s.loading} pending)` : 'hidden'),
    line('Navigation', s.pendingNavigation ? `pending to ${s.pendingNavigation}` : 'none pending'),
    line('Launch', `${s.launch.resolved ? 'resolved' : 'not resolved'}, ${s.launch.loaded ? 'loaded' : 'not loaded'}`),
  );
  return out;
}

export function describeSteps(recording: Recording, upTo: number): string[] {
  const width = String(recording.steps.length).length;
  return recording.steps.slice(0, upTo).map((step, i) => {
    const time = `+${(step.at / 1000).toFixed(2)}s`.padStart(9);
    return `${String(i + 1).padStart(width)} ${time}  ${step.action.type}`;
  });
}
