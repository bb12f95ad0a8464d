// First: the opened page's files start downloading while the rest of the entry evaluates.
import '@/app/route-chunks';
import 'antd-mobile/es/global';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { captureInstallPrompt } from '@/app/pwa/install-prompt';

// The browser's install prompt may come at any moment: held for the shop's own offer (src/app/pwa/).
captureInstallPrompt(window);

const container = document.getElementById('root');
if (container) {
  void bootstrap().then(async (booted) => {
    if ('redirected' in booted) return;
    const catalogue = await booted.catalogue;
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser every few milliseconds, so the
    // first render of the shell and page is no single long task holding taps and paints.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={booted.store} catalogue={catalogue} />
        </StrictMode>,
      );
    });
  });
}
