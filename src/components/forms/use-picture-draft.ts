import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { forgetPictureDraft, readPictureDraft, writePictureDraft } from '@/lib/picture-drafts';
import type { SliceState } from '@/state/hooks';
import { selectUserCode } from '@/state/session-slice';

export interface PictureDraftHandle {
  /** From an effect: calls `restore` with the pictures kept for this form (null: none) once the device has answered. */
  onRestored: (restore: (urls: readonly string[] | null) => void) => () => void;
  /** The pictures sent so far, as they are now. */
  keep: (urls: readonly string[]) => void;
}

/**
 * The pictures of a form kept through a reload (picture-drafts.ts), beside the fields its
 * `useFormDraft` keeps: this account's, this page's, gone when the shopper leaves the page signed in
 * (sent, or left by choice) and kept when the session ended under it, as the fields are.
 */
export function usePictureDraft(name: string | undefined): PictureDraftHandle | undefined {
  const state = useStore<SliceState>();
  const { pathname, search } = useLocation();
  const where = pathname + search;
  // Read once per form, from its first effect: after the cleanups of a form it replaces (a form
  // emptied after sending forgets its draft there), and before anything is kept (a keep comes with
  // a change). React's development remount runs the effect again; the same reading answers it.
  const reading = useRef<Promise<string[] | null> | null>(null);
  const onRestored = useCallback(
    (restore: (urls: readonly string[] | null) => void) => {
      reading.current ??= name ? readPictureDraft(name, selectUserCode(state.getState()), where) : Promise.resolve(null);
      let live = true;
      void reading.current.then((urls) => {
        if (live) restore(urls);
      });
      return () => {
        live = false;
      };
    },
    [name, state, where],
  );

  const keep = useCallback(
    (urls: readonly string[]) => {
      const account = selectUserCode(state.getState());
      if (name && account) void writePictureDraft(name, { account, where, urls: [...urls] });
    },
    [name, state, where],
  );

  useEffect(
    () => () => {
      if (name && selectUserCode(state.getState())) void forgetPictureDraft(name);
    },
    [name, state],
  );

  return useMemo(() => (name ? { onRestored, keep } : undefined), [name, onRestored, keep]);
}
