import { setClockOffset } from '../lib/settings';
import { STATE_VERSION, type DemoState } from './schema';
import { seedState } from './seed';

/**
 * The one demo state. In Node it lives in memory; in the browser startDemoWorker() attaches a
 * storage adapter, so it survives a reload. A stored value that is missing, from another
 * version or unreadable is dropped and the seed is used.
 */
export interface StateStorage {
  load(): string | null;
  save(value: string): void;
  clear(): void;
}

let state: DemoState | null = null;
let storage: StateStorage | null = null;
let lastSaved = '';

function isState(value: unknown): value is DemoState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DemoState>;
  return v.version === STATE_VERSION && Array.isArray(v.users) && Array.isArray(v.orders) && typeof v.seq === 'number'
    && typeof v.sessions === 'object' && Array.isArray(v.cart) && Array.isArray(v.ledger);
}

function restore(): DemoState | null {
  if (!storage) return null;
  try {
    const raw = storage.load();
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isState(parsed)) {
      lastSaved = raw;
      return parsed;
    }
    console.warn('[demo] stored demo state is from another version; starting from the seed');
  } catch (error) {
    console.warn('[demo] stored demo state is unreadable; starting from the seed', error);
  }
  storage.clear();
  return null;
}

export function db(): DemoState {
  if (!state) {
    const restored = restore();
    setClockOffset(restored?.clockOffset ?? 0);
    state = restored ?? seedState();
  }
  return state;
}

/** Saves the state if a call changed it (browser only). */
export function commit(): void {
  if (!storage || !state) return;
  const raw = JSON.stringify(state);
  if (raw === lastSaved) return;
  try {
    storage.save(raw);
    lastSaved = raw;
  } catch (error) {
    // A full storage quota must not break the shop: the state carries on in memory.
    console.warn('[demo] could not save the demo state', error);
  }
}

export function attachStorage(next: StateStorage | null): void {
  storage = next;
  state = null;
  lastSaved = '';
}

/** Back to the seed: every account, cart, order and balance as on a fresh clone. */
export function resetState(): void {
  storage?.clear();
  lastSaved = '';
  setClockOffset(0);
  // The seed is built on the next call, so a reset costs nothing until the shop is used again.
  state = null;
}

