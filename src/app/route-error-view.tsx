import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PageLoadError } from '@/components/page-boundary';
import { isChunkLoadError, reloadIfChunkGone } from '@/lib/chunk-failure';

/**
 * The router's errorElement: whatever a page, layout or host throws that no nearer boundary
 * caught ends here, translated and with a tap to reload, instead of React Router's English
 * "Unexpected Application Error!" screen. A chunk gone after a deploy reloads the tab once.
 */
export function RouteErrorView() {
  const error = useRouteError();
  useEffect(() => {
    console.error('route failed', error);
    void reloadIfChunkGone(error);
  }, [error]);
  return (
    <main>
      <PageLoadError crashed={!isChunkLoadError(error)} homeLink />
    </main>
  );
}
