import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';

describe('class tab', () => {
  it('shows the category tree and the chosen category’s sub-categories as links', async () => {
    const { user } = renderWithProviders(null, { route: '/pages/tabbar/class/class' });
    const side = await screen.findByRole('navigation', { name: 'Categories' }, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stackable rings' })).toHaveAttribute(
      'href',
      '/pages/business/class/classList?categoryId=102&title=Stackable+rings',
    );

    expect(within(side).getByRole('button', { name: 'Rings', pressed: true })).toBeInTheDocument();
    await user.click(within(side).getByRole('button', { name: 'Earrings' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Earrings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Earrings' })).toHaveAttribute(
      'href',
      '/pages/business/class/classList?categoryId=2&title=Earrings',
    );
    expect(screen.getByRole('link', { name: 'Hoop earrings' })).toBeInTheDocument();
  });
});
