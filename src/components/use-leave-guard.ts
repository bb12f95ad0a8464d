import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { confirmDialog } from './dialogs';

const messages = defineMessages({
  title: { id: 'common.leave_title', defaultMessage: 'Discard your changes?' },
  body: { id: 'common.leave_body', defaultMessage: 'What you changed on this page has not been saved yet.' },
  discard: { id: 'common.leave_discard', defaultMessage: 'Discard' },
  stay: { id: 'common.leave_stay', defaultMessage: 'Keep editing' },
});

/**
 * While a form holds changes not yet saved, leaving the page asks first (back, a link, the tab
 * bar), and reloading or closing the tab gets the browser's own warning: a picked avatar or a
 * typed profile is not lost to a slip of the thumb.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog({
      title: intl.formatMessage(messages.title),
      content: intl.formatMessage(messages.body),
      confirmText: intl.formatMessage(messages.discard),
      cancelText: intl.formatMessage(messages.stay),
    }).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, intl]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
