import BellOutline from 'antd-mobile-icons/es/BellOutline';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { links } from '@/lib/links';
import { addWatch, findWatch, MAX_WATCHES, removeWatch, subscribeWatches, type NewWatch } from '@/lib/stock-watches';
import { askToNotify } from '@/lib/system-notification';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import styles from './watch-button.module.css';

export const watchMessages = defineMessages<{
  readonly allSoldOut: NoMessageValues;
  readonly watch: NoMessageValues;
  readonly watchShort: NoMessageValues;
  readonly watching: NoMessageValues;
  readonly watchOf: { readonly name: MessageValue };
  readonly added: NoMessageValues;
  readonly removed: NoMessageValues;
  readonly full: { readonly max: MessageValue };
}>({
  allSoldOut: { id: 'stock_watch.all_sold_out', defaultMessage: 'Every option is sold out for now.' },
  watch: { id: 'stock_watch.watch', defaultMessage: 'Tell me when it’s back' },
  watchShort: { id: 'stock_watch.watch_short', defaultMessage: 'Notify me' },
  watching: { id: 'stock_watch.watching', defaultMessage: 'Watching' },
  watchOf: { id: 'stock_watch.watch_of', defaultMessage: 'Tell me when {name} is back' },
  added: { id: 'stock_watch.added', defaultMessage: 'We’ll tell you when it’s back in stock (Me › Stock watch)' },
  removed: { id: 'stock_watch.removed', defaultMessage: 'No longer watching it' },
  full: {
    id: 'stock_watch.full',
    defaultMessage: 'You are watching {max} items already: remove some in Me › Stock watch first.',
  },
});

interface WatchButtonProps {
  watch: NewWatch;
  /** The spec row's small button; the goods page's is wide. */
  compact?: boolean;
  /** What the watch is of, for its accessible name ("Gold / 7"). */
  name?: string;
}

/**
 * "Tell me when it's back" on a sold-out spec or goods: watches it on this device for the
 * account (a guest goes to log in first); pressed again, stops watching. Notifications are asked
 * for on this tap, the shopper's own gesture.
 */
const m = watchMessages;

export function WatchButton({ watch, compact = false, name }: WatchButtonProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  const target = { goodsId: watch.goodsId, ...(watch.specId !== undefined && { specId: watch.specId }) };
  const current = useSyncExternalStore(subscribeWatches, () => (userId ? findWatch(userId, target) : undefined));
  const on = current?.state === 'watching';

  const toggle = () => {
    if (!userId) {
      void navigate(links.login(pathname + search));
      return;
    }
    if (on) {
      removeWatch(userId, target);
      dispatch(toastRequested({ text: { message: m.removed } }));
      return;
    }
    if (!addWatch(userId, watch)) {
      dispatch(toastRequested({ text: { message: m.full, values: { max: MAX_WATCHES } } }));
      return;
    }
    askToNotify();
    dispatch(toastRequested({ text: { message: m.added }, icon: 'success' }));
  };

  const label = intl.formatMessage(on ? m.watching : compact ? m.watchShort : m.watch);
  return (
    <button
      type="button"
      className={`${styles.button} ${compact ? styles.compact : styles.wide} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-label={name ? intl.formatMessage(m.watchOf, { name }) : undefined}
      onClick={toggle}
    >
      {on ? <CheckOutline aria-hidden /> : <BellOutline aria-hidden />}
      <span>{label}</span>
    </button>
  );
}
