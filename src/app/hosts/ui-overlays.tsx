import Mask from 'antd-mobile/es/components/mask';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import '@/lib/antd-react19';
import Toast from 'antd-mobile/es/components/toast';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { alertDialog, confirmDialog } from '@/components/dialogs';
import { formatUiText } from '@/i18n/ui-text';
import { TIMEOUTS, Z_INDEX } from '@/lib/constants';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  dialogClosed,
  selectDialogs,
  selectIsLoading,
  selectToasts,
  toastDismissed,
} from '@/state/ui-slice';
import { navigationTarget } from './navigation-target';

const uiText = formatUiText;

/**
 * Renders the ui slice's serializable events with antd-mobile: the newest toast, one dialog at a
 * time (in order), and the loading overlay. Closing a dialog is itself an action, so replays match.
 * Loaded on the first event (see ui-event-host.tsx), so its widgets stay out of the entry chunk.
 */
export default function UiOverlays() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toasts = useAppSelector(selectToasts);
  const dialogs = useAppSelector(selectDialogs);
  const loading = useAppSelector(selectIsLoading);
  const shownDialog = useRef<string | null>(null);

  const toast = toasts.at(-1);
  useEffect(() => {
    if (!toast) return;
    const duration = toast.durationMs ?? TIMEOUTS.toastMs;
    Toast.show({ content: uiText(intl, toast.text), icon: toast.icon, duration, maskStyle: { zIndex: Z_INDEX.toast } });
    const timer = setTimeout(() => dispatch(toastDismissed(toast.key)), duration);
    return () => clearTimeout(timer);
  }, [toast, intl, dispatch]);
  // A toast taken away before its time (its page is two pages back) leaves the screen too.
  useEffect(() => {
    if (!toast) Toast.clear();
  }, [toast]);

  const dialog = dialogs.at(0);
  useEffect(() => {
    if (!dialog || shownDialog.current === dialog.key) return;
    shownDialog.current = dialog.key;
    const close = (confirmed: boolean) => {
      shownDialog.current = null;
      dispatch(dialogClosed({ key: dialog.key, confirmed }));
      if (confirmed && dialog.confirmTo) void navigate(navigationTarget(dialog.confirmTo));
    };
    const title = dialog.title ? uiText(intl, dialog.title) : undefined;
    const content = uiText(intl, dialog.content);
    if (dialog.kind === 'confirm') {
      void confirmDialog({
        title,
        content,
        confirmText: intl.formatMessage(commonMessages.confirm),
        cancelText: intl.formatMessage(commonMessages.cancel),
      }).then(close);
    } else {
      void alertDialog({ title, content, confirmText: intl.formatMessage(commonMessages.ok) }).then(() => close(true));
    }
  }, [dialog, intl, dispatch, navigate]);

  return (
    <Mask visible={loading} opacity="thin" style={{ zIndex: Z_INDEX.mask }} destroyOnClose>
      <div role="status" aria-label={intl.formatMessage(commonMessages.loading)} style={{ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <SpinLoading color="white" />
      </div>
    </Mask>
  );
}
