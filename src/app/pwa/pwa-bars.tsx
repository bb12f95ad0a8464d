import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Z_INDEX } from '@/lib/constants';
import { useAppDispatch } from '@/state/hooks';
import { installOfferClosed } from '@/state/pwa-slice';
import { heldInstallPrompt, installPromptUsed } from './install-prompt';
import { rememberInstallAnswer, type InstallAnswer } from './install-offer';
import { shopWorkerRegistration } from './start-pwa';
import { reloadIntoNewVersion } from './update-watch';
import styles from './pwa-bars.module.css';

const messages = defineMessages({
  updateReady: { id: 'pwa.update_ready', defaultMessage: 'A new version is ready' },
  updateReload: { id: 'pwa.update_reload', defaultMessage: 'Reload' },
  installTitle: { id: 'pwa.install_title', defaultMessage: 'Add ACC+ to your home screen' },
  installBody: { id: 'pwa.install_body', defaultMessage: 'Open the shop in one tap, and the pages you have seen even offline.' },
  installAccept: { id: 'pwa.install_accept', defaultMessage: 'Install' },
  installDismiss: { id: 'pwa.install_dismiss', defaultMessage: 'Not now' },
});

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A new release waits: it takes over only when the shopper taps reload (a form half filled stays until then). */
export function UpdateBar() {
  const reload = () => {
    reloadIntoNewVersion(shopWorkerRegistration(), navigator.serviceWorker, () => window.location.reload());
  };
  return (
    <div className={styles.bar} style={{ zIndex: Z_INDEX.noNetwork }}>
      <div role="status" className={styles.card}>
        <p className={styles.text}>
          <FormattedMessage {...messages.updateReady} />
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={reload}>
            <FormattedMessage {...messages.updateReload} />
          </button>
        </div>
      </div>
    </div>
  );
}

/** The one-time offer to install, after a real visit; the answer is kept (install-offer.ts). */
export function InstallOfferBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const close = (answer: InstallAnswer) => {
    rememberInstallAnswer(localStorageOrNull(), answer);
    dispatch(installOfferClosed());
  };
  const install = async () => {
    const prompt = heldInstallPrompt();
    if (!prompt) {
      dispatch(installOfferClosed());
      return;
    }
    installPromptUsed();
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    close(outcome);
  };
  return (
    <div className={styles.bar} style={{ zIndex: Z_INDEX.noNetwork }}>
      <aside className={styles.card} aria-label={intl.formatMessage(messages.installTitle)}>
        <p className={styles.text}>
          <strong className={styles.title}>
            <FormattedMessage {...messages.installTitle} />
          </strong>
          <FormattedMessage {...messages.installBody} />
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => close('dismissed')}>
            <FormattedMessage {...messages.installDismiss} />
          </button>
          <button type="button" className={styles.primary} onClick={() => void install()}>
            <FormattedMessage {...messages.installAccept} />
          </button>
        </div>
      </aside>
    </div>
  );
}
