import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { qaMessages, qaValueMessages } from './qa-messages';
import { diffStates } from './state-diff';
import type { LoadedReplay } from './use-qa-replay';
import styles from './qa-replay.module.css';

/** What the file says about itself, and whether replaying it reaches the state it recorded. */
export function ReplayFacts({ loaded }: { loaded: LoadedReplay }) {
  const intl = useIntl();
  const { recording, states, notes, failure, fileName } = loaded;
  const { header, steps, endState } = recording;
  const differences = useMemo(
    () => (endState && !failure ? diffStates(endState, JSON.parse(JSON.stringify(states[states.length - 1])) as unknown) : []),
    [endState, failure, states],
  );
  const seconds = steps.length ? steps[steps.length - 1].at / 1000 : 0;
  return (
    <section className={styles.facts}>
      <h2 className={styles.heading}>{fileName}</h2>
      <p className={styles.muted}>
        <FormattedMessage
          {...qaValueMessages.facts}
          values={{
            steps: steps.length,
            seconds: intl.formatNumber(seconds, { maximumFractionDigits: 1 }),
            appVersion: header.appVersion,
            commit: header.commit,
            locale: header.locale,
          }}
        />
      </p>
      {failure && (
        <NoticeBar
          color="error"
          wrap
          content={intl.formatMessage(qaValueMessages.failure, { step: failure.step, type: failure.type, message: failure.message })}
        />
      )}
      {!failure && endState && (
        <NoticeBar
          color={differences.length ? 'alert' : 'info'}
          wrap
          content={
            differences.length
              ? intl.formatMessage(qaValueMessages.diverged, { count: differences.length })
              : intl.formatMessage(qaMessages.matches)
          }
        />
      )}
      {notes.length > 0 && (
        <>
          <h3 className={styles.subheading}>
            <FormattedMessage {...qaMessages.notes} />
          </h3>
          <ul className={styles.changes}>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
