import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/es/integration/react';
import type { Persistor } from 'redux-persist';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import { DocumentHost } from './hosts/document-host';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <DocumentHost />
        <AppIntlProvider>
          <RouterProvider router={router} />
        </AppIntlProvider>
      </PersistGate>
    </Provider>
  );
}
