import type { Storage } from 'redux-persist';
import { makeStore } from '@/app/store';

/** An in-memory storage engine, so each test starts from exactly the bytes it wrote. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key: string) => Promise.resolve(data[key] ?? null),
    setItem: (key: string, value: string) => {
      data[key] = value;
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      Reflect.deleteProperty(data, key);
      return Promise.resolve();
    },
  };
}

/** A store on that storage, answered once redux-persist has restored what it holds. */
export async function bootFrom(storage: Storage) {
  const { store, persistor } = makeStore({ storage });
  await new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
  return { store, persistor };
}
