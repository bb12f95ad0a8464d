function store(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** Reading local storage never throws, and a missing key reads as '' (spec section 8). */
export function readStorage(key: string): string {
  try {
    return store()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app keeps working on in-memory state.
  }
}

export function removeStorage(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
