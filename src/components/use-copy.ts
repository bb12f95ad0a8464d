import { useCallback } from 'react';
import { commonMessages } from './common-messages';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';

/**
 * Copies a text (an order, tracking, account or reference number, a link, a code) and says
 * whether it worked with the spec's section 8 texts. One hook for every page that copies.
 */
export function useCopy() {
  const dispatch = useAppDispatch();
  return useCallback(
    (text: string) => {
      const done = (ok: boolean) =>
        dispatch(toastRequested({ text: { message: ok ? commonMessages.copied : commonMessages.copyFailed } }));
      // Insecure origins (plain http on a LAN address) have no clipboard API at all.
      if (!('clipboard' in navigator)) {
        done(false);
        return;
      }
      navigator.clipboard.writeText(text).then(
        () => done(true),
        () => done(false),
      );
    },
    [dispatch],
  );
}
