import { useShoppingCartCountQuery } from '@/api/commodity/endpoints';
import { useSystemNotificationUnreadQuantityQuery } from '@/api/common/endpoints';

/**
 * Keeps the cart and unread counts subscribed while a shopper is logged in: their answers set
 * carNum and msgNum (the endpoints' onQueryStarted), and every write that invalidates 'CartCount'
 * or 'Unread' refetches them, so the tab badges stay right across pages, reloads and devices.
 * Polling once a minute picks up changes made on another device.
 */
export default function CountsSubscriber() {
  useShoppingCartCountQuery(undefined, { pollingInterval: 60_000, refetchOnFocus: true });
  useSystemNotificationUnreadQuantityQuery(undefined, { pollingInterval: 60_000, refetchOnFocus: true });
  return null;
}
