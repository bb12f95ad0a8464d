/**
 * msw keeps the cookies its handlers set in localStorage and refuses to load where a browser-like
 * scope has none, as in the demo's service worker. The demo sets no cookies, so a store in memory
 * stands in. Imported first by service-worker.ts, before msw is evaluated.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

if (!('localStorage' in globalThis)) Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
