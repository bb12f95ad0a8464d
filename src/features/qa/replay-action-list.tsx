import { useEffect, useRef } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { RecordedStep } from './recording-format';
import { qaMessages } from './qa-messages';
import styles from './qa-replay.module.css';

interface Props {
  steps: RecordedStep[];
  current: number;
  onJump: (step: number) => void;
}

/** Every action, numbered as the replay counts steps, with its time; the current one marked. */
export function ReplayActionList({ steps, current, onJump }: Props) {
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    // The test DOM has no scrollIntoView.
    if (item && 'scrollIntoView' in item) item.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <section className={styles.panel} aria-label={intl.formatMessage(qaMessages.actions)}>
      <h2 className={styles.heading}>
        <FormattedMessage {...qaMessages.actions} />
      </h2>
      <ol ref={list} className={styles.actions} start={0}>
        <li>
          <button type="button" className={styles.action} aria-current={current === 0 ? 'step' : undefined} onClick={() => onJump(0)}>
            <span className={styles.number}>{0}</span>
            <span className={styles.type}>
              <FormattedMessage {...qaMessages.startState} />
            </span>
          </button>
        </li>
        {steps.map((s, i) => (
          <li key={i}>
            <button
              type="button"
              className={styles.action}
              aria-current={current === i + 1 ? 'step' : undefined}
              onClick={() => onJump(i + 1)}
            >
              <span className={styles.number}>{i + 1}</span>
              <span className={styles.type}>{s.action.type}</span>
              <span className={styles.time}>
                <FormattedNumber value={s.at / 1000} minimumFractionDigits={1} maximumFractionDigits={1} style="unit" unit="second" />
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
