import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

describe('Switch by keyboard', () => {
  it('is a Tab stop that Space and Enter flip', async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Set as default address" />);
    await user.tab();
    const flip = screen.getByRole('switch', { name: 'Set as default address' });
    expect(flip).toHaveFocus();
    expect(flip).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(flip).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(flip).toHaveAttribute('aria-checked', 'false');
  });

  it('is no Tab stop while disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Switch aria-label="Set as default address" disabled />
        <button type="button">Save</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
