import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { captureInstallPrompt } from '@/app/pwa/install-prompt';

// The browser's install prompt may come at any moment: held for the shop's own offer (src/app/pwa/).
captureInstallPrompt(window);

const container = document.getElementById('root');
if (container) {
  void bootstrap().then((booted) => {
    if ('redirected' in booted) return;
    createRoot(container).render(
      <StrictMode>
        <App store={booted.store} />
      </StrictMode>,
    );
  });
}
