import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
// The app loads the API with its first page (it is not in the entry chunk); tests render pages
// straight away, so every test store has it from the start, as in tests/api/harness.ts.
import '@/api/api';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import type { RootState } from '@/app/store';
import { buildRoutes } from '@/app/router';
import type { Locale } from '@/lib/constants';
import { cartSlice } from '@/state/cart-slice';
import { langSlice } from '@/state/lang-slice';
import { pwaSlice } from '@/state/pwa-slice';
import { sessionSlice } from '@/state/session-slice';
import { sysConfigSlice } from '@/state/sys-config-slice';
import { uiSlice } from '@/state/ui-slice';
import { unreadSlice } from '@/state/unread-slice';
import { makeTestStore } from './test-store';

/** Any slice may be given in part; what is left out comes from the slice's initial state. */
export type TestPreloadedState = {
  [K in Exclude<keyof RootState, 'api'>]?: Partial<Omit<RootState[K], '_persist'>>;
};

const sliceDefaults = {
  session: sessionSlice.getInitialState(),
  lang: langSlice.getInitialState(),
  sysConfig: sysConfigSlice.getInitialState(),
  cart: cartSlice.getInitialState(),
  unread: unreadSlice.getInitialState(),
  ui: uiSlice.getInitialState(),
  pwa: pwaSlice.getInitialState(),
};

export function testState(given: TestPreloadedState = {}, locale: Locale = 'en'): Partial<RootState> {
  return {
    session: { ...sliceDefaults.session, ...given.session },
    lang: { ...sliceDefaults.lang, lang: locale, ...given.lang },
    sysConfig: { ...sliceDefaults.sysConfig, ...given.sysConfig },
    cart: { ...sliceDefaults.cart, ...given.cart },
    unread: { ...sliceDefaults.unread, ...given.unread },
    ui: { ...sliceDefaults.ui, ...given.ui },
    pwa: { ...sliceDefaults.pwa, ...given.pwa },
  } as Partial<RootState>;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: TestPreloadedState | Partial<RootState>;
  /** The test locale; English unless a test is about another language. */
  locale?: Locale;
  /** Where the memory router starts (default '/'). */
  route?: string;
  /** Routes to mount; by default the app's own route table, so pages render as in the app. */
  routes?: RouteObject[];
}

/** A fresh store, IntlProvider, antd-mobile locale and router for each test. */
export function renderWithProviders(ui: ReactElement | null, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, locale = 'en', route = '/', routes, ...renderOptions } = options;
  const { store, persistor } = makeTestStore({ preloadedState: testState(preloadedState, locale) });
  const router = createMemoryRouter(routes ?? (ui ? [{ path: '*', element: ui }] : buildRoutes()), {
    initialEntries: [route],
  });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <Provider store={store}>
        <AppIntlProvider>{children}</AppIntlProvider>
      </Provider>
    );
  }
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...renderOptions });
  return { store, persistor, router, user, ...result };
}
