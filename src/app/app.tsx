import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AppIntlProvider, type LoadedCatalogue } from '@/i18n/app-intl-provider';
import { DocumentHost } from './hosts/document-host';
import { createAppRouter, type AppRouter } from './router';
import type { AppStore } from './store';

/**
 * The app's providers and router. The persisted state is in before this renders (bootstrap waits
 * for it). main.tsx hands in a router it made while the first page's files downloaded, outside
 * this render (React Router's own advice; its route table cost 120 ms of the first render at 4×).
 */
export function App({ store, catalogue, router: made }: { store: AppStore; catalogue?: LoadedCatalogue | null; router?: AppRouter }) {
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <Provider store={store}>
      <DocumentHost />
      <AppIntlProvider initial={catalogue ?? undefined}>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </Provider>
  );
}
