import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageBoundary } from '@/components/page-boundary';
import { isTabRoute, ROUTES } from '@/lib/routes';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { NotFoundPage } from '../not-found-page';
import { PAGE_ROUTES, type PageRoute } from '../route-table';
import { TabsLayout } from '../tabs-layout';

/** As the app's router does (router.tsx): pages that need an account show login when logged out. */
function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  if (loggedIn) return children;
  return <Navigate to={`${ROUTES.login}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

const pages = new Map<string, ComponentType>();
function pageElement(route: PageRoute) {
  let Page = pages.get(route.key);
  if (!Page) pages.set(route.key, (Page = lazy(route.load)));
  const page = (
    <PageBoundary>
      <Page />
    </PageBoundary>
  );
  return route.auth ? <RequireLogin>{page}</RequireLogin> : page;
}

/**
 * The app's routes for the replay screen: the same pages and tab layout as router.tsx, without
 * the root layout's hosts (they would navigate and open real dialogs from replayed state), and
 * without the replay page itself (a recording made on it would nest replays).
 */
export function replayScreenRoutes(replayPagePlaceholder: ReactNode): RouteObject[] {
  const launch = PAGE_ROUTES.find((r) => r.key === 'launch');
  const others = PAGE_ROUTES.filter((r) => !isTabRoute(r.path) && r.key !== 'qaReplay');
  return [
    {
      element: <Outlet />,
      children: [
        { path: ROUTES.root, element: launch ? pageElement(launch) : null },
        ...others.map((route) => ({ path: route.path, element: pageElement(route) })),
        { path: ROUTES.qaReplay, element: replayPagePlaceholder },
        // The tab layout draws the tab pages itself; `element: null` says so, as in router.tsx (left
        // out, React Router warned on every tab step that the leaf route had no element).
        { element: <TabsLayout />, children: PAGE_ROUTES.filter((r) => isTabRoute(r.path)).map((r) => ({ path: r.path, element: null })) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
