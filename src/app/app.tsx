import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AppIntlProvider, type LoadedCatalogue } from '@/i18n/app-intl-provider';
import { DocumentHost } from './hosts/document-host';
import { createAppRouter } from './router';
import type { AppStore } from './store';

/** The app's providers and router. The persisted state is in before this renders (bootstrap waits for it). */
export function App({ store, catalogue }: { store: AppStore; catalogue?: LoadedCatalogue | null }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <DocumentHost />
      <AppIntlProvider initial={catalogue ?? undefined}>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </Provider>
  );
}
