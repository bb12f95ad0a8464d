import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ClearableInput } from './clearable-input';
import { LimitedInput } from './input-limit';

describe('the clear button in a field being edited', () => {
  it.each([
    ['a clearable field', <ClearableInput key="c" aria-label="Amount" />],
    ['a field held to its limit', <LimitedInput key="l" aria-label="Amount" clearable />],
  ])('is a button named "Clear" in %s, and clears it', async (_, field) => {
    const user = userEvent.setup();
    renderWithProviders(field);
    const input = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(input, '12.50');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('is named too when a field that holds text gains focus (antd draws it then, on its own)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClearableInput aria-label="Tracking number" defaultValue="SF1234567890" />);
    await user.click(await screen.findByRole('textbox', { name: 'Tracking number' }));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
  });
});
