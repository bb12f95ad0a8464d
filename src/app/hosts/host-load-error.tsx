import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { formatUiText } from '@/i18n/ui-text';
import { Z_INDEX } from '@/lib/constants';
import { useAppSelector } from '@/state/hooks';
import { selectDialogs, selectToasts } from '@/state/ui-slice';
import styles from './host-load-error.module.css';

/**
 * A host's chunk failed to load (offline before the first toast, a deploy while the tab was open).
 * The page stays; a bar at the no-network layer says in plain text what the host had to show (the
 * newest toast, else the first dialog: "Unable to connect to the network") and reloads on a tap.
 */
export function HostLoadError() {
  const intl = useIntl();
  const toast = useAppSelector(selectToasts).at(-1);
  const dialog = useAppSelector(selectDialogs).at(0);
  const pending = toast?.text ?? dialog?.content;
  return (
    <div role="alert" className={styles.bar} style={{ zIndex: Z_INDEX.noNetwork }}>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        <span>{pending ? formatUiText(intl, pending) : intl.formatMessage(commonMessages.partLoadFailed)}</span>
        <span className={styles.tap}>
          <FormattedMessage {...commonMessages.tapToReload} />
        </span>
      </button>
    </div>
  );
}
