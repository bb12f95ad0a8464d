import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS } from '@/lib/constants';
import { renderWithProviders } from '@tests/render';
import { SendCodeButton } from './send-code-button';
import { resetResendCountdowns } from './use-resend-countdown';

function Harness({ onSend, keyOf = 'sms:user_login:86:13800138000' }: { onSend: () => Promise<boolean>; keyOf?: string }) {
  const [renders, setRenders] = useState(0);
  const [shown, setShown] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        rerender {renders}
      </button>
      <button type="button" onClick={() => setShown(!shown)}>
        toggle
      </button>
      {shown && <SendCodeButton countdownKey={keyOf} onSend={onSend} />}
    </div>
  );
}

describe('SendCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetResendCountdowns();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (onSend: () => Promise<boolean>) => {
    const rendered = renderWithProviders(<Harness onSend={onSend} />);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    return { ...rendered, user };
  };

  it('counts 60 s down after a send, survives re-render and remount, then offers a resend', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    const { user } = setup(onSend);
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: `Resend in ${TIMEOUTS.resendCountdownS} s` })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('button', { name: 'Resend in 50 s' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /rerender/ }));
    expect(screen.getByRole('button', { name: 'Resend in 50 s' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('button', { name: 'Resend in 45 s' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('starts no countdown when the send failed, and cannot be pressed twice while sending', async () => {
    let finish: (sent: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { user } = setup(onSend);
    const button = await screen.findByRole('button', { name: 'Get code' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(false);
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
