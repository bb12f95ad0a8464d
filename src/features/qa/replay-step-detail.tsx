import { FormattedMessage, useIntl } from 'react-intl';
import type { RecordedStep } from './recording-format';
import { formatChange, type StateDifference } from './state-diff';
import { qaMessages } from './qa-messages';
import styles from './qa-replay.module.css';

/** The action of the current step as recorded, and what it changed in the state. */
export function ReplayStepDetail({ current, changes }: { current: RecordedStep | null; changes: StateDifference[] }) {
  const intl = useIntl();
  if (!current) return null;
  const { type, ...rest } = current.action;
  return (
    <section className={styles.panel} aria-label={intl.formatMessage(qaMessages.thisStep)}>
      <h2 className={styles.heading}>
        <FormattedMessage {...qaMessages.thisStep} />
      </h2>
      <p className={styles.type}>{type}</p>
      {Object.keys(rest).length > 0 && <pre className={styles.json}>{JSON.stringify(rest, null, 2)}</pre>}
      <h3 className={styles.subheading}>
        <FormattedMessage {...qaMessages.changes} />
      </h3>
      {changes.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...qaMessages.noChanges} />
        </p>
      ) : (
        <ul className={styles.changes}>
          {changes.map((c) => (
            <li key={c.path}>{formatChange(c)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
