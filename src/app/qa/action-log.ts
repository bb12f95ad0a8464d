import type { UnknownAction } from '@reduxjs/toolkit';

export interface LoggedAction {
  /** Milliseconds since recording started. */
  at: number;
  action: UnknownAction;
}

interface Entry extends LoggedAction {
  seq: number;
}

/**
 * The actions in the order the reducers applied them. The listener middleware calls listeners
 * after the reducer, one after another; when an earlier listener dispatches at once (the 303
 * listener clears the session synchronously), that nested action reaches the recorder before the
 * one that caused it. The store's subscribers, though, run right after each reducer: `reduced()`
 * takes a ticket there, and each recorded action claims the newest unclaimed ticket (the innermost
 * dispatch finishes first), so sorting by ticket restores the reducers' order.
 */
export function createActionLog() {
  let entries: Entry[] = [];
  let next = 0;
  let tickets: number[] = [];

  function reduced() {
    tickets.push(next);
    next += 1;
    // A batched notification (RTK's autoBatch) can leave an unclaimed ticket behind: drop old ones.
    if (tickets.length > 256) tickets = tickets.slice(-64);
  }

  /** `batched` actions are reduced without an immediate notification, so they hold no ticket. */
  function claim(batched: boolean): number {
    if (!batched) {
      const ticket = tickets.pop();
      if (ticket !== undefined) return ticket;
    }
    next += 1;
    return next - 1;
  }

  function record(action: UnknownAction, at: number, batched = false) {
    const seq = claim(batched);
    let i = entries.length;
    while (i > 0 && entries[i - 1].seq > seq) i -= 1;
    // It happened just before the nested actions it caused.
    const when = i < entries.length ? Math.min(at, entries[i].at) : at;
    entries.splice(i, 0, { seq, at: when, action });
  }

  return {
    reduced,
    record,
    /** An action left out still holds a ticket, which is given up here. */
    skip: (batched = false) => {
      claim(batched);
    },
    size: () => entries.length,
    entries: (): LoggedAction[] => entries.map(({ at, action }) => ({ at, action })),
    clear: () => {
      entries = [];
      tickets = [];
    },
  };
}
