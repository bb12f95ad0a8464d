import { useCallback } from 'react';
import { commonMessages } from '@/components/common-messages';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';

/** Copies an account or reference number and says whether it worked (spec section 8 texts). */
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
