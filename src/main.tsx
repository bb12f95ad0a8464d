// First: the opened page's files start downloading while the rest of the entry evaluates.
import '@/app/route-chunks';
// Second: the helper thread starts making the engine's locale lists (src/lib/helper-thread.ts).
import '@/app/helper-thread-start';
import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { createAppRouter, type AppRouter } from '@/app/router';
import { captureInstallPrompt } from '@/app/pwa/install-prompt';
import { holdForFirstRender } from '@/app/first-render-hold';

// The browser's install prompt may come at any moment: held for the shop's own offer (src/app/pwa/).
captureInstallPrompt(window);

const container = document.getElementById('root');
if (container) {
  void bootstrap().then(async (booted) => {
    if ('redirected' in booted) return;
    // The router (its route table and first match) is made in a task of its own while the
    // catalogue and the page's chunk download, rather than inside the first render.
    const router = await new Promise<AppRouter>((resolve) => setTimeout(() => resolve(createAppRouter()), 0));
    const [catalogue] = await Promise.all([booted.catalogue, booted.page]);
    const root = createRoot(container);
    // A transition, so React renders the first page in slices and the phone keeps answering taps
    // meanwhile (about a second of work at 4× slowdown). The render reads the store and the router
    // as they were when it began (first-render-hold.ts): a store that changed under a sliced render
    // made React throw the slices away and render again in one block (issue 12: 1.9–2.9 s discarded
    // at 4× when this was first tried, session 5).
    const held = holdForFirstRender(booted.store, router);
    const firstCommit = () => {
      held.committed();
      booted.appRendered();
    };
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={held.store} catalogue={catalogue} router={router} onFirstCommit={firstCommit} />
        </StrictMode>,
      );
    });
  });
}
