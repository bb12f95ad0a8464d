import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import type { AppStore } from '../store';
import { qaFlagCleared } from './qa-flag';
import { RecorderControl } from './recorder-control';
import { startRecorder, type Recorder } from './recorder';
import { startAutosave } from './recording-autosave';
import { loadSavedRecording } from './saved-recording';

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: recording goes on in memory.
    return null;
  }
}

/**
 * Starts recording (or goes on with the recording this tab kept before a reload) and shows the
 * control in a root of its own, beside the app's: QA mode adds nothing to the app's tree, and
 * leaving it removes every trace.
 */
export function mountRecorder(store: AppStore, win: Window = window): Recorder {
  const doc = win.document;
  const storage = tabStorage(win);
  const saved = storage ? loadSavedRecording(storage) : null;
  const route = `${win.location.pathname}${win.location.search}`;
  const recorder = startRecorder(store, { resume: saved ? { saved, route } : null });
  const autosave = storage ? startAutosave(recorder, storage, win) : null;
  const host = doc.createElement('div');
  host.dataset.qaRecorder = '';
  doc.body.append(host);
  const root = createRoot(host);
  const turnOff = () => {
    autosave?.stop();
    qaFlagCleared(win);
    recorder.stop();
    root.unmount();
    host.remove();
  };
  const restart = () => {
    recorder.restart();
    autosave?.restarted();
  };
  root.render(
    <Provider store={store}>
      <AppIntlProvider>
        <RecorderControl recorder={recorder} autosave={autosave} onRestart={restart} onTurnOff={turnOff} />
      </AppIntlProvider>
    </Provider>,
  );
  return recorder;
}
