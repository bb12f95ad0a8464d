import { ActionLink } from '@/components/action-link';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { StatusView } from '@/components/status-view';
import { ROUTES } from '@/lib/routes';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <>
      <AppNavBar title={pageTitles.notFound} />
      <main>
        <StatusView
          icon={<QuestionCircleOutline />}
          title={intl.formatMessage(pageTitles.notFound)}
          description={intl.formatMessage(commonMessages.notFoundBody)}
        >
          <ActionLink to={ROUTES.home} replace>
            <FormattedMessage {...commonMessages.goHome} />
          </ActionLink>
        </StatusView>
      </main>
    </>
  );
}
