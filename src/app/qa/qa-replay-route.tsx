import { defineMessages } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState } from '@/components/page-state';
import QaReplayPage from '@/features/qa/qa-replay-page';
import { qaFlagOn } from './qa-flag';
import { ReplayScreen } from './replay-screen';

const messages = defineMessages({
  off: {
    id: 'qa.replay_qa_off',
    defaultMessage: 'QA tools are off. Open this page with ?qa=1 at the end of the address to turn them on.',
  },
});

/** The replay route: the feature's page with the app's screens, behind the QA flag. */
export default function QaReplayRoute() {
  if (!qaFlagOn()) {
    return (
      <>
        <AppNavBar title={pageTitles.qaReplay} />
        <main>
          <EmptyState title={pageTitles.qaReplay} description={messages.off} />
        </main>
      </>
    );
  }
  return <QaReplayPage Screen={ReplayScreen} />;
}
