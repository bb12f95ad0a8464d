import { Activity, useEffect, useLayoutEffect, useRef, useState, type LazyExoticComponent, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { AppTabBar } from '@/components/app-tab-bar';
import { PageBoundary } from '@/components/page-boundary';
import { isTabRoute, TAB_ROUTES, type TabRoute } from '@/lib/routes';
import { LazyNotFoundPage } from './lazy-not-found';
import { lazyPage, PAGE_ROUTES } from './route-table';
import styles from './tabs-layout.module.css';

const tabPages = Object.fromEntries(
  TAB_ROUTES.map((path) => {
    const route = PAGE_ROUTES.find((r) => r.path === path);
    if (!route) throw new Error(`tabbar item not found: ${path}`);
    return [path, lazyPage(route)];
  }),
) as Record<TabRoute, LazyExoticComponent<ComponentType>>;

/**
 * The five tab pages stay mounted once visited (React's Activity hides the others), so switching
 * tabs keeps each page's state, loaded data and scroll position, as spec section 2 asks.
 */
export function TabsLayout() {
  const { pathname } = useLocation();
  if (isTabRoute(pathname)) return <TabPages active={pathname} />;
  // uni-app's 'not TabBar page' (spec section 8): a path the router matched loosely that the root
  // layout did not put right (canonical-path.ts) is a page we do not have, never a crash.
  console.warn('not TabBar page', pathname);
  return <LazyNotFoundPage />;
}

function TabPages({ active }: { active: TabRoute }) {
  const [visited, setVisited] = useState<TabRoute[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  const scrollByTab = useRef<Partial<Record<TabRoute, number>>>({});
  useEffect(() => {
    const remember = () => {
      scrollByTab.current[active] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [active]);
  useLayoutEffect(() => {
    window.scrollTo(0, scrollByTab.current[active] ?? 0);
  }, [active]);

  return (
    <div className={styles.tabs}>
      {visited.map((path) => {
        const Page = tabPages[path];
        return (
          <Activity key={path} mode={path === active ? 'visible' : 'hidden'}>
            <PageBoundary>
              <Page />
            </PageBoundary>
          </Activity>
        );
      })}
      <AppTabBar active={active} />
    </div>
  );
}
