import { Button } from './button';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useResendCountdown } from './use-resend-countdown';
import styles from './send-code-button.module.css';

const messages = defineMessages<{
  readonly send: NoMessageValues;
  readonly resend: NoMessageValues;
  readonly wait: { readonly seconds: MessageValue };
  readonly sending: NoMessageValues;
}>({
  send: { id: 'components.send_code', defaultMessage: 'Get code' },
  resend: { id: 'components.resend_code', defaultMessage: 'Resend code' },
  wait: { id: 'components.resend_code_in', defaultMessage: 'Resend in {seconds} s' },
  sending: { id: 'components.sending_code', defaultMessage: 'Sending…' },
});

interface SendCodeButtonProps {
  /**
   * What the code is for: the channel, event and address ('sms:user_login:86:13800138000'). The
   * 60 s wait belongs to that key, so it survives re-renders and coming back to the page.
   */
  countdownKey: string;
  /** Checks the address and asks the server to send; resolves true when a code is on its way. */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
}

/** The "get code" button with the spec's 60 s resend countdown (TIMEOUTS.resendCountdownS). */
export function SendCodeButton({ countdownKey, onSend, disabled }: SendCodeButtonProps) {
  const intl = useIntl();
  const { remaining, start, sentBefore } = useResendCountdown(countdownKey);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || remaining > 0) return;
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };

  let label = intl.formatMessage(sentBefore ? messages.resend : messages.send);
  if (sending) label = intl.formatMessage(messages.sending);
  else if (remaining > 0) label = intl.formatMessage(messages.wait, { seconds: remaining });

  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      className={styles.send}
      disabled={disabled || sending || remaining > 0}
      onClick={() => void send()}
    >
      {label}
    </Button>
  );
}
