import { makeTestStore } from './test-store';
import type { KeyValueStore } from '@/app/spec-key-storage';

/** An in-memory Web Storage, so each test starts from exactly the text it wrote. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key: string) => (Object.hasOwn(data, key) ? (data[key] ?? null) : null),
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: (key: string) => {
      Reflect.deleteProperty(data, key);
    },
  };
}

/** A store on that storage, answered once redux-persist has restored what it holds. */
export async function bootFrom(storage: KeyValueStore) {
  const { store, persistor } = makeTestStore({ storage });
  await new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
  return { store, persistor };
}
