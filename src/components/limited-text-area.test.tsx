import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { LimitedTextArea } from './limited-text-area';

describe('LimitedTextArea', () => {
  it('holds 140 characters (spec section 5) with its count always under it', async () => {
    const { user } = renderWithProviders(<LimitedTextArea />);
    const area = await screen.findByRole('textbox');
    expect(screen.getByText('0/140')).toBeInTheDocument();
    await user.click(area);
    await user.paste('a'.repeat(200));
    expect(area).toHaveValue('a'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
  });

  it('counts up to a field’s own limit when a paste is cut to fit', async () => {
    const { user } = renderWithProviders(<LimitedTextArea maxLength={10} />);
    const area = await screen.findByRole('textbox');
    await user.click(area);
    await user.paste('a'.repeat(4));
    expect(screen.getByText('4/10')).toBeInTheDocument();
    await user.paste('b'.repeat(20));
    expect(area).toHaveValue(`${'a'.repeat(4)}${'b'.repeat(6)}`);
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });
});
