import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import { makeStore, type RootState } from '@/app/store';
import { buildRoutes } from '@/app/router';
import type { Locale } from '@/lib/constants';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
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
  const state: Partial<RootState> = {
    ...preloadedState,
    lang: { lang: locale, lang_name: '', pack: {}, ...preloadedState?.lang } as RootState['lang'],
  };
  const { store, persistor } = makeStore({ preloadedState: state });
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
