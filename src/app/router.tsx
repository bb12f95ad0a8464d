import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageBoundary } from '@/components/page-boundary';
import { isTabRoute, ROUTES } from '@/lib/routes';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { LazyNotFoundPage } from './lazy-not-found';
import { RootLayout } from './root-layout';
import { RouteErrorView } from './route-error-view';
import { lazyPage, PAGE_ROUTES, type PageRoute } from './route-table';
import { TabsLayout } from './tabs-layout';

function RequireLogin({ children }: { children: React.ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  if (loggedIn) return children;
  const redirect = encodeURIComponent(pathname + search);
  return <Navigate to={`${ROUTES.login}?redirect=${redirect}`} replace />;
}

function pageElement(route: PageRoute) {
  const Page = lazyPage(route);
  const page = (
    <PageBoundary>
      <Page />
    </PageBoundary>
  );
  return route.auth ? <RequireLogin>{page}</RequireLogin> : page;
}

export function buildRoutes(): RouteObject[] {
  const launch = PAGE_ROUTES.find((r) => r.key === 'launch');
  const pages = PAGE_ROUTES.filter((r) => !isTabRoute(r.path));
  const launchElement = launch ? pageElement(launch) : null;
  // Two errorElements: inside the frame for anything a page or the tab layout throws (the hosts
  // stay), and at the top for the frame itself.
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorView />,
      children: [
        {
          errorElement: <RouteErrorView />,
          children: [
            { path: ROUTES.root, element: launchElement },
            ...pages.map((route) => ({ path: route.path, element: pageElement(route) })),
            { element: <TabsLayout />, children: PAGE_ROUTES.filter((r) => isTabRoute(r.path)).map((r) => ({ path: r.path, element: null })) },
            { path: '*', element: <LazyNotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The shop's data router, as main.tsx makes it and App holds it. */
export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: '/' });
}
