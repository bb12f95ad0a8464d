import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';

function Timeline() {
  const [step, setStep] = useState(3);
  return <Slider min={0} max={20} value={step} onChange={setStep} aria-label="Timeline" valueText={(v) => `Step ${String(v)} of 20`} />;
}

describe('the slider', () => {
  it('is a Tab stop whose arrow, page, Home and End keys move it, and says its value as a step', async () => {
    const user = userEvent.setup();
    render(<Timeline />);
    await user.tab();
    const thumb = screen.getByRole('slider', { name: 'Timeline' });
    expect(thumb).toHaveFocus();
    expect(thumb).toHaveAttribute('aria-valuetext', 'Step 3 of 20');

    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuetext', 'Step 4 of 20');
    await user.keyboard('{PageUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '14');
    await user.keyboard('{PageUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{PageDown}{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuetext', 'Step 20 of 20');
  });
});
