import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from './common-messages';
import { AppNavBar } from './nav-bar';
import { EmptyState } from './page-state';

/** An honest page for a route whose screen is not built yet: its title, the navbar, and a note. */
export function PagePlaceholder({ title }: { title: MessageDescriptor }) {
  return (
    <>
      <AppNavBar title={title} />
      <main>
        <EmptyState title={title} description={commonMessages.comingSoon} />
      </main>
    </>
  );
}
