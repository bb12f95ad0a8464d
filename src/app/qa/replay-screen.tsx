import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { pageTitles } from '@/components/page-titles';
import { EmptyState } from '@/components/page-state';
import type { ReplayScreenProps } from '@/features/qa/qa-replay-page';
import type { ReplayState } from '@/features/qa/replay-fold';
import { AppIntlProvider } from '@/i18n/app-intl-provider';
import { formatUiText } from '@/i18n/ui-text';
import { ROUTES } from '@/lib/routes';
import type { DialogEvent, UiText } from '@/state/ui-slice';
import { makeReplayStore, replayStepShown, type ReplayStore } from './replay-store';
import { replayScreenRoutes } from './replay-routes';
import styles from './replay-screen.module.css';

const messages = defineMessages<{
  readonly screen: { readonly step: MessageValue };
}>({
  screen: { id: 'qa.replay_screen', defaultMessage: 'The app at step {step}' },
});

/** The dialog on screen at this step, drawn (not acted on) inside the device frame. */
function ReplayDialog({ dialog, container }: { dialog: DialogEvent | undefined; container: HTMLElement }) {
  const intl = useIntl();
  if (!dialog) return null;
  const text = (t: UiText) => formatUiText(intl, t);
  const buttons =
    dialog.kind === 'confirm'
      ? [[{ key: 'cancel', text: intl.formatMessage(commonMessages.cancel) }, { key: 'confirm', text: intl.formatMessage(commonMessages.confirm), bold: true }]]
      : [{ key: 'ok', text: intl.formatMessage(commonMessages.ok) }];
  return (
    <Dialog
      visible
      getContainer={() => container}
      title={dialog.title && text(dialog.title)}
      content={text(dialog.content)}
      actions={buttons}
    />
  );
}

interface ScreenTreeProps {
  store: ReplayStore;
  router: ReturnType<typeof createMemoryRouter>;
  generation: number;
  state: ReplayState;
  container: HTMLElement;
}

function ScreenTree({ store, router, generation, state, container }: ScreenTreeProps) {
  return (
    <Provider store={store}>
      <AppIntlProvider>
        {/* Keyed: RouterProvider takes its state from the first router it is given. */}
        <RouterProvider key={generation} router={router} />
        <ReplayDialog dialog={state.ui.dialogs[0]} container={container} />
      </AppIntlProvider>
    </Provider>
  );
}

/**
 * The app's own screens for a replayed state: a store of its own holding the step's state, the
 * app's routes in a memory router at the recorded route, in the recorded language. It lives in a
 * React root of its own, so its router is not nested in the page's, and it is inert: a picture of
 * the step, not a second app to click around in.
 */
export function ReplayScreen({ state, step, route: shownAt }: ReplayScreenProps) {
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  const root = useRef<{ root: Root; container: HTMLElement } | null>(null);
  const [store] = useState(() => makeReplayStore(state));
  const generation = useRef(0);
  const [routes] = useState(() => replayScreenRoutes(<EmptyState title={pageTitles.qaReplay} />));

  useEffect(() => {
    const container = document.createElement('div');
    frame.current?.append(container);
    root.current = { root: createRoot(container), container };
    const mounted = root.current;
    return () => {
      root.current = null;
      // Unmounting another root while this one commits is not allowed: one tick later.
      setTimeout(() => {
        mounted.root.unmount();
        container.remove();
      }, 0);
    };
  }, []);

  const route = shownAt || ROUTES.root;
  useEffect(() => {
    store.dispatch(replayStepShown(state));
    // A router of its own for each step: pages start at the recorded route, and a page's own
    // redirects from an earlier step (the launch page's, say) cannot carry it elsewhere.
    const router = createMemoryRouter(routes, { initialEntries: [route] });
    generation.current += 1;
    const mounted = root.current;
    if (mounted) {
      mounted.root.render(
        <ScreenTree store={store} router={router} generation={generation.current} state={state} container={mounted.container} />,
      );
    }
    return () => {
      setTimeout(() => router.dispose(), 0);
    };
  }, [store, routes, state, route]);

  return (
    <figure className={styles.figure} aria-label={intl.formatMessage(messages.screen, { step })}>
      <div ref={frame} className={styles.device} inert />
      <figcaption className={styles.caption}>{route}</figcaption>
    </figure>
  );
}
