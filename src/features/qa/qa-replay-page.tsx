import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { PageShell } from '@/components/page-shell';
import { qaMessages } from './qa-messages';
import type { ReplayState } from './replay-fold';
import { ReplayActionList } from './replay-action-list';
import { ReplayControls } from './replay-controls';
import { ReplayFacts } from './replay-facts';
import { ReplayFilePicker } from './replay-file-picker';
import { ReplayStepDetail } from './replay-step-detail';
import { ReplaySummary } from './replay-summary';
import { useQaReplay } from './use-qa-replay';
import styles from './qa-replay.module.css';

export interface ReplayScreenProps {
  state: ReplayState;
  step: number;
  /** The page the step is shown at (the state's route, or a reload marker's address). */
  route: string;
}

/**
 * The QA replay page (issue 7): open a recording, step through it, see the app's screen for the
 * state at each step beside the action list. The screen comes from the app layer (it needs the
 * route table), so this page takes it as a prop and shows the state alone without it.
 */
export default function QaReplayPage({ Screen }: { Screen?: ComponentType<ReplayScreenProps> }) {
  const replay = useQaReplay();
  const { loaded, state, step, last, route } = replay;
  return (
    <>
      <AppNavBar title={pageTitles.qaReplay} />
      <PageShell stack>
        <ReplayFilePicker problem={replay.problem} onFile={(f) => void replay.openFile(f)} onOpenAnyway={replay.openAnyway} />
        {loaded && state && (
          <>
            <ReplayFacts loaded={loaded} />
            <div className={styles.workspace}>
              {Screen && (
                <div className={styles.screen}>
                  <Screen state={state} step={step} route={route} />
                  <p className={styles.hint}>
                    <FormattedMessage {...qaMessages.screenNote} />
                  </p>
                </div>
              )}
              <div className={styles.side}>
                <ReplayControls step={step} last={last} onPrevious={replay.previous} onNext={replay.next} onJump={replay.jump} />
                <ReplayStepDetail current={replay.current} changes={replay.changes} />
                <ReplaySummary state={state} />
                <ReplayActionList steps={loaded.recording.steps} current={step} onJump={replay.jump} />
              </div>
            </div>
          </>
        )}
      </PageShell>
    </>
  );
}
