import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { recordRequests, whenClickable } from '@tests/request-recorder';

const LIST = '/pages/business/class/classList';
const LONG = { timeout: 10_000 };

/** The earrings' list with its filter sheet open and the 'New' collection picked, not yet shown. */
async function earringsWithNewPicked() {
  const calls = recordRequests('/api/commodity/commodityList');
  const { user } = renderWithProviders(null, { route: `${LIST}?categoryId=2&title=Earrings` });
  await screen.findByRole('list', { name: 'Earrings' }, LONG);
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const sheet = within(await screen.findByRole('region', { name: 'Filter products' }));
  await user.click(await whenClickable(await sheet.findByText('New')));
  return { calls, user };
}

describe('category list', () => {
  it('names the category, lists its goods and narrows to a sub-category', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    const { user, router } = renderWithProviders(null, { route: `${LIST}?categoryId=1` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rings' }, LONG)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Rings' });
    expect(calls.bodies[0]).toMatchObject({ category_id: 1, page: 1, limit: 20 });

    await user.click(await screen.findByRole('button', { name: 'Stackable rings' }));
    // The grid may ask for the next page straight away; what matters is that the sub-category's first page was asked.
    await waitFor(() => expect(calls.bodies).toContainEqual(expect.objectContaining({ category_id: 102, page: 1 })), LONG);
    expect(new URLSearchParams(router.state.location.search).get('sub')).toBe('102');
    expect(screen.getByRole('button', { name: 'Stackable rings', pressed: true })).toBeInTheDocument();
    calls.stop();
  });

  it('filters by a collection label', async () => {
    const { calls, user } = await earringsWithNewPicked();
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    await waitFor(() => expect(calls.bodies.at(-1)).toMatchObject({ category_id: 2, label_id: expect.any(Number) as number }), LONG);
    calls.stop();
  });

  it('closes the filter by its Close button, leaving the list as it was', async () => {
    const { calls, user } = await earringsWithNewPicked();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filter products' })).not.toBeInTheDocument(), LONG);
    expect(calls.bodies).not.toContainEqual(expect.objectContaining({ label_id: expect.anything() as unknown }));
    calls.stop();
  });

  it('with a category that cannot be one (a mangled link), points the shopper to the categories', async () => {
    renderWithProviders(null, { route: `${LIST}?categoryId=-1&title=Rings` });
    expect(await screen.findByText('Choose a category to see its products.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/pages/tabbar/class/class');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a category, points the shopper to the categories', async () => {
    renderWithProviders(null, { route: LIST });
    expect(await screen.findByText('Choose a category to see its products.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/pages/tabbar/class/class');
  });
});
