import { useCallback } from 'react';
import { copyText } from '@/lib/clipboard';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { commonMessages } from './common-messages';

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
      // copyText falls back to the selection copy where the clipboard API is missing (plain http
      // on a LAN address) or refused.
      void copyText(text).then(done);
    },
    [dispatch],
  );
}
