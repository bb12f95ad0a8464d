import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { LimitedInput } from './input-limit';

describe('LimitedInput', () => {
  it('holds 140 characters (spec section 5) and says so once the text nears the limit', async () => {
    const { user } = renderWithProviders(<LimitedInput aria-label="Remark" />);
    const input = await screen.findByRole('textbox', { name: 'Remark' });
    await user.click(input);
    await user.paste('a'.repeat(100));
    expect(screen.queryByText(/of 140 characters/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-describedby');

    await user.paste('b'.repeat(100));
    expect(input).toHaveValue(`${'a'.repeat(100)}${'b'.repeat(40)}`);
    const hint = screen.getByText('140 of 140 characters');
    expect(input).toHaveAttribute('aria-describedby', hint.id);
  });

  it('keeps a field’s own limit', async () => {
    const { user } = renderWithProviders(<LimitedInput aria-label="Postcode" maxLength={10} />);
    const input = await screen.findByRole('textbox', { name: 'Postcode' });
    await user.click(input);
    await user.paste('12345678901234');
    expect(input).toHaveValue('1234567890');
    expect(screen.getByText('10 of 10 characters')).toBeInTheDocument();
  });

  it('reads the count in the shopper’s language', async () => {
    const { user } = renderWithProviders(<LimitedInput aria-label="Contact" />, { locale: 'fr' });
    await user.click(await screen.findByRole('textbox', { name: 'Contact' }));
    await user.paste('c'.repeat(120));
    expect(screen.getByText('120 caractères sur 140')).toBeInTheDocument();
  });
});
