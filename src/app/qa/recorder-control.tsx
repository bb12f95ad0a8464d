import ActionSheet, { type Action } from 'antd-mobile/es/components/action-sheet';
import FloatingBubble from 'antd-mobile/es/components/floating-bubble';
import Toast from 'antd-mobile/es/components/toast';
import '@/lib/antd-react19';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { navigationRequested } from '@/state/ui-slice';
import { downloadRecording } from './download-recording';
import type { Recorder } from './recorder';
import type { Autosave, AutosaveStatus } from './recording-autosave';
import styles from './recorder-control.module.css';

const messages = defineMessages({
  menuTitle: { id: 'qa.recorder_menu_title', defaultMessage: 'QA recorder' },
  export: { id: 'qa.recorder_export', defaultMessage: 'Export recording' },
  exportHint: {
    id: 'qa.recorder_export_hint',
    defaultMessage: 'A JSON file, with tokens, phone numbers and emails scrubbed',
  },
  restart: { id: 'qa.recorder_restart', defaultMessage: 'Start a new recording' },
  replay: { id: 'qa.recorder_open_replay', defaultMessage: 'Open the replay page' },
  turnOff: { id: 'qa.recorder_turn_off', defaultMessage: 'Turn QA mode off' },
  restarted: { id: 'qa.recorder_restarted', defaultMessage: 'Recording again from here' },
  notKept: {
    id: 'qa.recorder_not_kept',
    defaultMessage: 'This recording is too large to be kept over a page reload: export it before reloading',
  },
});

const countMessages = defineMessages<{
  readonly bubble: { readonly count: number | bigint };
  readonly bubbleNotKept: { readonly count: number | bigint };
  readonly exported: { readonly count: number | bigint; readonly size: MessageValue };
}>({
  bubble: {
    id: 'qa.recorder_bubble',
    defaultMessage: 'QA recorder: {count, plural, one {# action} other {# actions}} recorded. Open the recorder menu',
  },
  bubbleNotKept: {
    id: 'qa.recorder_bubble_not_kept',
    defaultMessage:
      'QA recorder: {count, plural, one {# action} other {# actions}} recorded, not kept over a page reload. Open the recorder menu',
  },
  exported: {
    id: 'qa.recorder_exported',
    defaultMessage: 'Exported {count, plural, one {# step} other {# steps}} ({size} KB)',
  },
});

const noSubscription = () => () => undefined;

export interface RecorderControlProps {
  recorder: Recorder;
  /** Null when the tab's storage is blocked: nothing is kept over a reload. */
  autosave: Autosave | null;
  onRestart: () => void;
  onTurnOff: () => void;
}

/**
 * The small recorder control of QA mode: a draggable bubble with the count of recorded actions,
 * opening a menu to export, start over, open the replay page or leave QA mode. An amber dot (and
 * its label) says when the recording is no longer kept over a reload.
 */
export function RecorderControl({ recorder, autosave, onRestart, onTurnOff }: RecorderControlProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const count = useSyncExternalStore(recorder.subscribe, recorder.count);
  const status = useSyncExternalStore<AutosaveStatus>(autosave?.subscribe ?? noSubscription, () => autosave?.status() ?? 'memory-only');
  const notKept = status === 'memory-only';
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notKept) Toast.show({ content: intl.formatMessage(messages.notKept) });
  }, [notKept, intl]);

  const actions: Action[] = [
    {
      key: 'export',
      text: intl.formatMessage(messages.export),
      description: intl.formatMessage(messages.exportHint),
      onClick: () => {
        const { steps, bytes } = downloadRecording(recorder.exportRecording());
        Toast.show({ content: intl.formatMessage(countMessages.exported, { count: steps, size: Math.ceil(bytes / 1024) }) });
      },
    },
    {
      key: 'restart',
      text: intl.formatMessage(messages.restart),
      onClick: () => {
        onRestart();
        Toast.show({ content: intl.formatMessage(messages.restarted) });
      },
    },
    { key: 'replay', text: intl.formatMessage(messages.replay), onClick: () => dispatch(navigationRequested(ROUTES.qaReplay)) },
    { key: 'off', text: intl.formatMessage(messages.turnOff), danger: true, onClick: onTurnOff },
  ];

  return (
    <>
      <FloatingBubble axis="xy" magnetic="x" className={styles.bubble}>
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(notKept ? countMessages.bubbleNotKept : countMessages.bubble, { count })}
          aria-haspopup="menu"
          onClick={() => setOpen(true)}
        >
          <span className={notKept ? `${styles.dot} ${styles.notKept}` : styles.dot} aria-hidden />
          <span className={styles.count}>{count}</span>
        </button>
      </FloatingBubble>
      <ActionSheet
        visible={open}
        extra={
          <>
            {intl.formatMessage(messages.menuTitle)}
            {notKept && <span className={styles.notKeptNote}>{intl.formatMessage(messages.notKept)}</span>}
          </>
        }
        actions={actions}
        cancelText={intl.formatMessage(commonMessages.cancel)}
        closeOnAction
        onClose={() => setOpen(false)}
      />
    </>
  );
}
