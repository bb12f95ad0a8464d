import { lazy } from 'react';
import { PageBoundary } from '@/components/page-boundary';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The unknown-address page, a chunk of its own like every page: its button and picture are no
 * part of the entry (issue 12's 130 KB budget); its loading and failure views are every page's.
 */
export function LazyNotFoundPage() {
  return (
    <PageBoundary>
      <NotFoundPage />
    </PageBoundary>
  );
}
