// First: the opened page's files start downloading while the rest of the entry evaluates.
import '@/app/route-chunks';
// Second: the helper thread starts making the engine's locale lists (src/lib/helper-thread.ts).
import '@/app/helper-thread-start';
import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { createAppRouter, type AppRouter } from '@/app/router';
import { captureInstallPrompt } from '@/app/pwa/install-prompt';
import { SLOW_START_MS, watchSlowStart } from '@/app/slow-start';
import { SlowStartNotice } from '@/i18n/boot-notice';
import { selectCurLang } from '@/state/lang-slice';

// The browser's install prompt may come at any moment: held for the shop's own offer (src/app/pwa/).
captureInstallPrompt(window);

const container = document.getElementById('root');
if (container) {
  void bootstrap().then(async (booted) => {
    if ('redirected' in booted) return;
    // Made now: should the first page be long in coming, the notice that says so renders here
    // first, and the app takes its place when the page comes.
    const root = createRoot(container);
    const stopSlowStartWatch = watchSlowStart({ catalogue: booted.catalogue, page: booted.page }, (waitingFor) => {
      // Logged as an error: a browser test that meets it says what held the page (CI216's stall).
      console.error(`the shop has not opened after ${String(SLOW_START_MS / 1000)} s; still waiting for: ${waitingFor.join(', ') || 'its first render'}`);
      root.render(<SlowStartNotice locale={selectCurLang(booted.store.getState())} />);
    });
    // The router (its route table and first match) is made in a task of its own while the
    // catalogue and the page's chunk download, rather than inside the first render.
    const router = await new Promise<AppRouter>((resolve) => setTimeout(() => resolve(createAppRouter()), 0));
    const [catalogue] = await Promise.all([booted.catalogue, booted.page]);
    stopSlowStartWatch();
    // Not a transition: a concurrent first render takes seconds on a slow phone, the store changes
    // meanwhile (launch, the first answers), and React then throws that render away and renders
    // again synchronously (useSyncExternalStore's consistency check). Measured at 4× slowdown:
    // 1.9–2.9 s of sliced work discarded before the same synchronous render (issue 12).
    root.render(
      <StrictMode>
        <App store={booted.store} catalogue={catalogue} router={router} />
      </StrictMode>,
    );
    booted.appRendered();
  });
}
