import type { CartGroup } from '@/api/types';
import type { QueuedCartChange } from '@/state/cart-queue-slice';

/**
 * The cart as the shopper left it: the server's lines (or their saved copy) with the changes
 * still waiting to be sent applied over them, so a reload offline shows the quantities they set
 * and no line they removed.
 */
export function withQueuedChanges(groups: CartGroup[], changes: readonly QueuedCartChange[]): CartGroup[] {
  if (changes.length === 0) return groups;
  const quantities = new Map<number, number>();
  const removed = new Set<number>();
  for (const change of changes) {
    if (change.kind === 'quantity') quantities.set(change.lineId, change.quantity);
    else if (change.kind === 'remove') change.lineIds.forEach((id) => removed.add(id));
    // An added goods has no line yet: the cart's notes count it as waiting.
  }
  return groups
    .map((g) => ({
      ...g,
      lines: g.lines
        .filter((l) => !removed.has(l.id))
        .map((l) => {
          const quantity = quantities.get(l.id);
          return quantity === undefined || quantity === l.quantity ? l : { ...l, quantity };
        }),
    }))
    .filter((g) => g.lines.length > 0);
}
