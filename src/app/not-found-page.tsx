import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { ROUTES } from '@/lib/routes';

export function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <>
      <AppNavBar title={pageTitles.notFound} />
      <main>
        <ErrorBlock
          status="empty"
          title={intl.formatMessage(pageTitles.notFound)}
          description={intl.formatMessage(commonMessages.notFoundBody)}
        >
          <Button color="primary" fill="solid" shape="rounded" onClick={() => void navigate(ROUTES.home, { replace: true })}>
            <FormattedMessage {...commonMessages.goHome} />
          </Button>
        </ErrorBlock>
      </main>
    </>
  );
}
