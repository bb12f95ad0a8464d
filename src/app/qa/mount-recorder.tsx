import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import type { AppStore } from '../store';
import { qaFlagCleared } from './qa-flag';
import { RecorderControl } from './recorder-control';
import { startRecorder, type Recorder } from './recorder';

/**
 * Starts recording and shows the control in a root of its own, beside the app's: QA mode adds
 * nothing to the app's tree, and leaving it removes every trace.
 */
export function mountRecorder(store: AppStore, doc: Document = document): Recorder {
  const recorder = startRecorder(store);
  const host = doc.createElement('div');
  host.dataset.qaRecorder = '';
  doc.body.append(host);
  const root = createRoot(host);
  const turnOff = () => {
    qaFlagCleared();
    recorder.stop();
    root.unmount();
    host.remove();
  };
  root.render(
    <Provider store={store}>
      <AppIntlProvider>
        <RecorderControl recorder={recorder} onTurnOff={turnOff} />
      </AppIntlProvider>
    </Provider>,
  );
  return recorder;
}
