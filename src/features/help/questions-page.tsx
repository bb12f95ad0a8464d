import { ActionLink } from '@/components/action-link';
import Tabs from 'antd-mobile/es/components/tabs';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';
import { HelpCentre } from './help-centre';
import { helpMessages as m } from './help-messages';
import styles from './help.module.css';
import { commonMessages } from '@/components/common-messages';

type Section = 'help' | 'feedback' | 'mine';
const SECTIONS: readonly Section[] = ['help', 'feedback', 'mine'];

/** The help centre (questions and answers), the feedback form and the shopper's own feedback. */
export default function QuestionsPage() {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const section = SECTIONS.find((s) => s === params.get('tab')) ?? 'help';
  // The section lives in the URL (?tab=), so a refresh or a shared link opens the same one.
  const show = (next: Section) => setParams(next === 'help' ? {} : { tab: next }, { replace: true });
  const loginPrompt = (
    <div className={styles.loginCard}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage(m.loginTitle)}</h2>
      <p className={styles.muted}>{intl.formatMessage(m.loginBody)}</p>
      <ActionLink to={links.login(`${ROUTES.questions}?tab=${section}`)}>{intl.formatMessage(commonMessages.logIn)}</ActionLink>
    </div>
  );

  return (
    <>
      <AppNavBar title={pageTitles.questions} />
      <main className={styles.page}>
        <Tabs activeKey={section} onChange={(key) => show(key as Section)} className={styles.tabs}>
          <Tabs.Tab key="help" title={intl.formatMessage(m.tabHelp)}>
            <HelpCentre onWrite={() => show('feedback')} />
          </Tabs.Tab>
          <Tabs.Tab key="feedback" title={intl.formatMessage(m.tabFeedback)}>
            {loggedIn ? <FeedbackForm onSent={() => show('mine')} /> : loginPrompt}
          </Tabs.Tab>
          <Tabs.Tab key="mine" title={intl.formatMessage(m.tabMine)}>
            {loggedIn ? <FeedbackList onWrite={() => show('feedback')} /> : loginPrompt}
          </Tabs.Tab>
        </Tabs>
      </main>
    </>
  );
}
