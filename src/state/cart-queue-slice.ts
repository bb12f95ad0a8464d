import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-slice';

/**
 * Cart changes made while the shop is out of reach (issue 16): kept in order on the device
 * (the app's listeners write them to localStorage as they change, app/cart-queue-keeper.ts), shown as "waiting to send", and sent
 * one by one, in order, when the connection is back. Each result is kept for the cart to show.
 */
export type QueuedCartChange =
  | { id: string; kind: 'quantity'; lineId: number; quantity: number; label: string }
  | { id: string; kind: 'remove'; lineIds: number[]; label: string }
  | { id: string; kind: 'add'; goodsId: number; items: { specs_id: number; quantity: number }[]; label: string };

export type CartChangeInput = QueuedCartChange extends infer C ? (C extends QueuedCartChange ? Omit<C, 'id'> : never) : never;

/** sent: done; out_of_stock: the server has less than asked; failed: refused for another reason. */
export type CartSendOutcome = 'sent' | 'out_of_stock' | 'failed';

export interface CartSendResult {
  id: string;
  change: QueuedCartChange;
  outcome: CartSendOutcome;
}

export interface CartQueueState {
  changes: QueuedCartChange[];
  /** The change on its way now (the first one), or null. */
  sending: string | null;
  results: CartSendResult[];
}

export const initialCartQueueState: CartQueueState = { changes: [], sending: null, results: [] };

export const cartQueueSlice = createSlice({
  name: 'cartQueue',
  initialState: initialCartQueueState,
  reducers: {
    cartChangeQueued: {
      reducer(state, action: PayloadAction<QueuedCartChange>) {
        const change = action.payload;
        // A later quantity for the same line replaces the waiting one in its place: the server
        // hears the quantity the shopper settled on, still in the order the lines were touched.
        if (change.kind === 'quantity') {
          const at = state.changes.findIndex((c) => c.kind === 'quantity' && c.lineId === change.lineId && c.id !== state.sending);
          if (at >= 0) {
            state.changes[at] = change;
            return;
          }
        }
        state.changes.push(change);
      },
      prepare(change: CartChangeInput) {
        return { payload: { ...change, id: nanoid() } };
      },
    },
    /** Read back from the device at start (already checked: anything unreadable was dropped). */
    cartQueueRestored(state, action: PayloadAction<QueuedCartChange[]>) {
      state.changes = [...action.payload, ...state.changes.filter((c) => !action.payload.some((r) => r.id === c.id))];
    },
    cartChangeSending(state, action: PayloadAction<string>) {
      state.sending = action.payload;
    },
    /** The server answered: the change leaves the queue and its result is kept for the cart. */
    cartChangeAnswered(state, action: PayloadAction<{ id: string; outcome: CartSendOutcome }>) {
      const change = state.changes.find((c) => c.id === action.payload.id);
      state.changes = state.changes.filter((c) => c.id !== action.payload.id);
      if (state.sending === action.payload.id) state.sending = null;
      if (change) state.results.push({ id: change.id, change, outcome: action.payload.outcome });
    },
    /** No answer (the network went again): the change stays first in line for the next try. */
    cartChangeUnsent(state, action: PayloadAction<string>) {
      if (state.sending === action.payload) state.sending = null;
    },
    cartResultDismissed(state, action: PayloadAction<string>) {
      state.results = state.results.filter((r) => r.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // The changes were this account's cart: another shopper on this device must not send them.
    builder.addCase(sessionCleared, () => initialCartQueueState);
  },
  selectors: {
    selectQueuedCartChanges: (state) => state.changes,
    selectCartSending: (state) => state.sending,
    selectCartSendResults: (state) => state.results,
  },
});

export const { cartChangeQueued, cartQueueRestored, cartChangeSending, cartChangeAnswered, cartChangeUnsent, cartResultDismissed } =
  cartQueueSlice.actions;
export const { selectQueuedCartChanges, selectCartSending, selectCartSendResults } = cartQueueSlice.selectors;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** How the queue is kept on the device: with the account it belongs to. */
export function storedQueue(account: string, changes: readonly QueuedCartChange[]): string {
  return JSON.stringify({ account, changes });
}

/**
 * The changes read back from the device for this account; anything that is not a well-formed
 * change (or another account's) is left out, and an unreadable value is no changes at all.
 */
export function readQueuedChanges(raw: string | null, account: string): QueuedCartChange[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || parsed.account !== account || !Array.isArray(parsed.changes)) return [];
  return parsed.changes.flatMap((c: unknown): QueuedCartChange[] => {
    if (!isRecord(c) || typeof c.id !== 'string' || typeof c.label !== 'string') return [];
    if (c.kind === 'quantity' && isId(c.lineId) && isId(c.quantity)) {
      return [{ id: c.id, kind: 'quantity', lineId: c.lineId, quantity: c.quantity, label: c.label }];
    }
    if (c.kind === 'remove' && Array.isArray(c.lineIds) && c.lineIds.length > 0 && c.lineIds.every(isId)) {
      return [{ id: c.id, kind: 'remove', lineIds: c.lineIds, label: c.label }];
    }
    if (c.kind === 'add' && isId(c.goodsId) && Array.isArray(c.items) && c.items.length > 0) {
      const items = c.items.filter((i): i is { specs_id: number; quantity: number } => isRecord(i) && isId(i.specs_id) && isId(i.quantity));
      if (items.length === c.items.length) return [{ id: c.id, kind: 'add', goodsId: c.goodsId, items, label: c.label }];
    }
    return [];
  });
}
