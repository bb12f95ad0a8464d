import { defineMessages, useIntl } from 'react-intl';
import { Z_INDEX } from '@/lib/constants';
import styles from './offline-banner.module.css';

export const offlineMessages = defineMessages({
  device: { id: 'offline.banner_device', defaultMessage: 'You are offline. Pages you have seen still open.' },
  portal: {
    id: 'offline.banner_portal',
    defaultMessage: 'This network does not reach the shop. It may ask you to sign in first.',
  },
  stale: { id: 'offline.stale_mark', defaultMessage: 'Saved copy, possibly out of date' },
  backOnline: { id: 'offline.back_online_later', defaultMessage: 'Available when you are back online' },
  onlineOnly: { id: 'offline.online_only', defaultMessage: 'Needs a connection: available when you are back online' },
});

interface Props {
  /** Why the shop is out of reach, or null when it is reachable. */
  reason: 'device' | 'portal' | null;
  /** Whether this page shows saved answers in place of the server's. */
  stale: boolean;
}

/**
 * Says once, for every request, that the shop is out of reach (issue 16), and that the page on
 * screen is a saved copy. One live region, so a screen reader hears each change once.
 */
export function OfflineBanner({ reason, stale }: Props) {
  const intl = useIntl();
  if (!reason && !stale) return null;
  return (
    <div role="status" className={styles.banner} style={{ zIndex: Z_INDEX.noNetwork }}>
      {reason && <span>{intl.formatMessage(reason === 'device' ? offlineMessages.device : offlineMessages.portal)}</span>}
      {stale && <span className={styles.stale}>{intl.formatMessage(offlineMessages.stale)}</span>}
    </div>
  );
}
