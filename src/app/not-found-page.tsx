import { Button } from '@/components/button';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { StatusView } from '@/components/status-view';
import { ROUTES } from '@/lib/routes';

export function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <>
      <AppNavBar title={pageTitles.notFound} />
      <main>
        <StatusView
          icon={<QuestionCircleOutline />}
          title={intl.formatMessage(pageTitles.notFound)}
          description={intl.formatMessage(commonMessages.notFoundBody)}
        >
          <Button color="primary" fill="solid" shape="rounded" onClick={() => void navigate(ROUTES.home, { replace: true })}>
            <FormattedMessage {...commonMessages.goHome} />
          </Button>
        </StatusView>
      </main>
    </>
  );
}
