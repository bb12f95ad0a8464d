import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatUiText } from '@/i18n/ui-text';
import type { DialogEvent } from '@/state/ui-slice';
import type { ReplayState } from './replay-fold';
import { summarizeState } from './state-summary';
import { qaMessages, qaValueMessages } from './qa-messages';
import styles from './qa-replay.module.css';

/** A dialog as "Title: text", in the language's own punctuation ("标题：内容", "Titre : texte"). */
function dialogLine(intl: IntlShape, d: DialogEvent): string {
  const content = formatUiText(intl, d.content);
  return d.title ? intl.formatMessage(qaValueMessages.dialogLine, { title: formatUiText(intl, d.title), content }) : content;
}

/** The state at this step in the words a QA engineer checks: session, cart, route, dialogs. */
export function ReplaySummary({ state }: { state: ReplayState }) {
  const intl = useIntl();
  const s = summarizeState(state);
  const none = intl.formatMessage(qaMessages.none);
  const rows: [string, string][] = [
    [
      intl.formatMessage(qaMessages.session),
      intl.formatMessage(s.session.loggedIn ? qaMessages.loggedIn : qaMessages.loggedOut),
    ],
    [intl.formatMessage(qaMessages.userCode), s.session.userCode || none],
    [intl.formatMessage(qaMessages.language), [s.lang.locale, s.lang.name].filter(Boolean).join(' · ') || none],
    [intl.formatMessage(qaMessages.cart), String(s.cart.carNum)],
    [intl.formatMessage(qaMessages.unread), String(s.unread.msgNum)],
    [intl.formatMessage(qaMessages.route), s.route || none],
    [
      intl.formatMessage(qaMessages.dialogs),
      s.dialogs.map((d) => dialogLine(intl, d)).join(' | ') || none,
    ],
    [intl.formatMessage(qaMessages.toasts), s.toasts.map((t) => formatUiText(intl, t.text)).join(' | ') || none],
    [intl.formatMessage(qaMessages.loading), s.loading > 0 ? String(s.loading) : none],
    [intl.formatMessage(qaMessages.pendingNavigation), s.pendingNavigation ?? none],
  ];
  return (
    <section className={styles.panel} aria-label={intl.formatMessage(qaMessages.state)}>
      <h2 className={styles.heading}>
        <FormattedMessage {...qaMessages.state} />
      </h2>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.summaryRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
