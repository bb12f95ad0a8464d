import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { SliceState } from '@/state/hooks';
import { selectUserCode } from '@/state/session-slice';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * What the shopper has typed into a form, kept in the tab's sessionStorage as they type, so that a
 * reload, or a session that expires under the form (login, then back to the same page), gives it
 * back. Our choice where the spec is silent, for the forms that take effort to fill: an address, an
 * invoicing profile, a refund request, a return's tracking number, a withdrawal, feedback, a review,
 * the profile. Only the fields named are kept:
 * never a password or a code. Pictures are too large for the tab's storage: their control keeps
 * them in IndexedDB (use-picture-draft.ts), under the same rules.
 *
 * The draft belongs to one account and one page (path and query: editing address 7 is not adding
 * one). It goes when the form is sent, and when the shopper leaves the page while signed in (they
 * chose to leave it); leaving because the session ended keeps it for their way back.
 *
 * The login page's forms are filled signed out (`signedOut`): their drafts belong to no account and
 * are read only while signed out. A shopper who asks for a code and goes to their messages or mail
 * for it may come back to a page the phone has reloaded; the number, the name and the address they
 * typed are there again (never the password or the code). They stay when the shopper leaves the
 * page signed out (to read the agreement, say), and go once they are signed in.
 */
const PREFIX = 'form-draft:';

type DraftValue = string | number | boolean | string[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isDraftValue = (v: unknown): v is DraftValue =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** The fields a draft keeps: named, or (a form whose fields come with its data) told by their names. */
export type DraftFields<V> = readonly (keyof V & string)[] | ((field: string) => boolean);

const fieldsOf = (fields: DraftFields<Record<string, unknown>>, values: Record<string, unknown>): readonly string[] =>
  typeof fields === 'function' ? Object.keys(values).filter(fields) : fields;

/** The kept fields of this account's draft of this page; null when there is none (or it does not read). */
export function readDraft(
  name: string,
  account: string,
  where: string,
  keep: DraftFields<Record<string, unknown>>,
  signedOut = false,
): Record<string, DraftValue> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readStorage(PREFIX + name, 'session') || 'null');
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const stored = parsed.values;
  // A signed-out form's draft is no account's (''), and a signed-in shopper's is theirs alone.
  if (Boolean(account) === signedOut || parsed.account !== account || parsed.where !== where || !isRecord(stored)) return null;
  const values: Record<string, DraftValue> = {};
  for (const key of fieldsOf(keep, stored)) {
    const value = stored[key];
    if (isDraftValue(value)) values[key] = value;
  }
  return Object.keys(values).length > 0 ? values : null;
}

const forget = (name: string) => removeStorage(PREFIX + name, 'session');

export interface FormDraft<V> {
  /** The form's starting values with the draft's over them. */
  initial: <T extends Partial<V>>(values: T) => T;
  /** For the form's onValuesChange: keeps the named fields as they are now. */
  keep: (changed: unknown, all: V) => void;
  /** The form was sent: nothing to give back. */
  clear: () => void;
  /** Whether the form opened with a kept draft. */
  restored: boolean;
}

export function useFormDraft<V extends object>(name: string, fields: DraftFields<V>, { signedOut = false } = {}): FormDraft<V> {
  const state = useStore<SliceState>();
  const { pathname, search } = useLocation();
  const where = pathname + search;
  const [saved] = useState(() => readDraft(name, selectUserCode(state.getState()), where, fields, signedOut));

  const keep = useCallback(
    (_changed: unknown, all: V) => {
      const account = selectUserCode(state.getState());
      if (Boolean(account) === signedOut) return;
      const values: Record<string, unknown> = {};
      const source = all as Record<string, unknown>;
      for (const key of fieldsOf(fields, source)) values[key] = source[key];
      // Storage full or refused: the form still holds what was typed.
      writeStorage(PREFIX + name, JSON.stringify({ account, where, values }), 'session');
    },
    // The fields are a constant of the form that names them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, state, where, signedOut],
  );

  const clear = useCallback(() => forget(name), [name]);

  // Leaving while signed in: the shopper left the form (or, on the login page, is in). Leaving
  // because the session ended (the login guard unmounts the page), or a signed-out form while still
  // signed out: kept for the way back.
  useEffect(
    () => () => {
      if (selectUserCode(state.getState())) forget(name);
    },
    [name, state],
  );

  const initial = useCallback(<T extends Partial<V>>(values: T): T => (saved ? { ...values, ...saved } : values), [saved]);
  return { initial, keep, clear, restored: saved !== null };
}
