/**
 * The browser's storage areas, read and written without ever throwing: `local` lasts across visits,
 * `session` (the tab's) across reloads of this tab only. A blocked area (private modes, sandboxed
 * frames) or a full quota costs what would have been kept, never the app (spec section 8).
 */
export type StorageArea = 'local' | 'session';

function store(area: StorageArea): Storage | null {
  try {
    if (area === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A missing key reads as '' (spec section 8). */
export function readStorage(key: string, area: StorageArea = 'local'): string {
  try {
    return store(area)?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    store(area)?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app keeps working on in-memory state.
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    store(area)?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
