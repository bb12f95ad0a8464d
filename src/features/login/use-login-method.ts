import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

export type LoginMethod = 'code' | 'password' | 'register';

const METHODS: readonly string[] = ['code', 'password', 'register'] satisfies LoginMethod[];
const KEY = 'login-method';

/**
 * The login tab in use, kept for this tab's reloads: a shopper registering who goes to their mail
 * for the code may come back to a reloaded page, and finds the registration (and its draft) open,
 * not the code login. The code login is the first a tab opens on.
 */
export function useLoginMethod(): [LoginMethod, (method: LoginMethod) => void] {
  const [method, setMethod] = useState<LoginMethod>(() => {
    const kept = readStorage(KEY, 'session');
    return METHODS.includes(kept) ? (kept as LoginMethod) : 'code';
  });
  const choose = useCallback((next: LoginMethod) => {
    setMethod(next);
    writeStorage(KEY, next, 'session');
  }, []);
  return [method, choose];
}
