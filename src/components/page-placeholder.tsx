import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { commonMessages } from './common-messages';
import { AppNavBar } from './nav-bar';

/** An honest page for a route whose screen is not built yet: its title, the navbar, and a note. */
export function PagePlaceholder({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <>
      <AppNavBar title={title} />
      <main>
        <ErrorBlock
          status="empty"
          title={intl.formatMessage(title)}
          description={intl.formatMessage(commonMessages.comingSoon)}
        />
      </main>
    </>
  );
}
