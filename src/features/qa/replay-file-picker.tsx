import { Button } from '@/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useId, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { qaMessages } from './qa-messages';
import type { ReplayProblem } from './use-qa-replay';
import styles from './qa-replay.module.css';

interface Props {
  problem: ReplayProblem | null;
  onFile: (file: File) => void;
  onOpenAnyway: () => void;
}

export function ReplayFilePicker({ problem, onFile, onOpenAnyway }: Props) {
  const intl = useIntl();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file);
    event.target.value = '';
  };
  return (
    <section className={styles.picker}>
      <p className={styles.intro}>
        <FormattedMessage {...qaMessages.intro} />
      </p>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage {...qaMessages.chooseFile} />
      </label>
      <input id={id} type="file" accept=".json,application/json" onChange={onChange} className={styles.file} />
      {problem && (
        <ErrorBlock
          status="default"
          className={styles.problem}
          title={intl.formatMessage(qaMessages.cannotOpen)}
          description={
            <span role="alert" className={styles.problemText}>
              <strong>{problem.fileName}</strong>
              <span>{problem.message}</span>
            </span>
          }
        >
          {problem.edited && (
            <Button color="warning" fill="outline" size="small" onClick={onOpenAnyway}>
              <FormattedMessage {...qaMessages.openAnyway} />
            </Button>
          )}
        </ErrorBlock>
      )}
    </section>
  );
}
