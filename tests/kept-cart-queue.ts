import { isCartQueueKey } from '@/app/cart-queue-keeper';

/** Every page's waiting cart changes as the device holds them, one queue a line; null when none is kept. */
export function keptCartQueues(): string | null {
  const kept = Object.keys(localStorage)
    .filter(isCartQueueKey)
    .map((key) => localStorage.getItem(key) ?? '');
  return kept.length > 0 ? kept.join('\n') : null;
}
