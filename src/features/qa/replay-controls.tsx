import { Button } from '@/components/button';
import Input from 'antd-mobile/es/components/input';
import { Slider } from '@/components/slider';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { qaMessages, qaValueMessages } from './qa-messages';
import styles from './qa-replay.module.css';

interface Props {
  step: number;
  last: number;
  onPrevious: () => void;
  onNext: () => void;
  onJump: (step: number) => void;
}

/** Previous and next, a slider across the whole recording, and a box to jump to an exact step. */
export function ReplayControls({ step, last, onPrevious, onNext, onJump }: Props) {
  const intl = useIntl();
  const id = useId();
  const [typed, setTyped] = useState('');
  const go = () => {
    if (typed.trim() !== '' && Number.isFinite(Number(typed))) onJump(Number(typed));
    setTyped('');
  };
  return (
    <section className={styles.controls} aria-label={intl.formatMessage(qaValueMessages.stepOf, { step, total: last })}>
      <div className={styles.row}>
        <Button size="small" onClick={onPrevious} disabled={step === 0}>
          <FormattedMessage {...qaMessages.previous} />
        </Button>
        <output className={styles.stepOf} aria-live="polite">
          <FormattedMessage {...qaValueMessages.stepOf} values={{ step, total: last }} />
        </output>
        <Button size="small" color="primary" onClick={onNext} disabled={step === last}>
          <FormattedMessage {...qaMessages.next} />
        </Button>
      </div>
      {last > 0 && (
        <Slider
          min={0}
          max={last}
          value={step}
          onChange={onJump}
          aria-label={intl.formatMessage(qaMessages.timeline)}
          valueText={(value) => intl.formatMessage(qaValueMessages.stepOf, { step: value, total: last })}
        />
      )}
      <div className={styles.row}>
        <label htmlFor={id}>
          <FormattedMessage {...qaMessages.goTo} />
        </label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.goTo}
          value={typed}
          onChange={setTyped}
          onEnterPress={(event) => {
            go();
            // Back to stepping with the arrow keys.
            event.currentTarget.blur();
          }}
          onBlur={go}
          placeholder={String(step)}
        />
      </div>
      <p className={styles.hint}>
        <FormattedMessage {...qaMessages.keyboardHint} />
      </p>
    </section>
  );
}
