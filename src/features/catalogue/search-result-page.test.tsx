import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/constants';
import { renderWithProviders } from '@tests/render';
import { recordRequests, whenClickable } from '@tests/request-recorder';

const RESULTS = '/pages/business/search/searchResult';
const LONG = { timeout: 10_000 };

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

// Inside act: the page is still mounted when this runs (before the shared clean-up), and its grid
// follows the scroll.
afterEach(() => {
  act(() => scrollWindowTo(0));
});

describe('search results', () => {
  it('shows the goods found with their count, and loads the next pages as the shopper scrolls', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    renderWithProviders(null, { route: `${RESULTS}?keyword=ring` });
    const list = await screen.findByRole('list', { name: 'Search results' }, LONG);
    expect(await screen.findByText(/^\d+ products$/)).toBeInTheDocument();
    // The first screen asks for the second page ahead of time.
    await waitFor(() => expect(calls.bodies.map((b) => b.page)).toEqual([1, 2]));
    const setSize = () => Number(list.getAttribute('data-loaded'));
    await waitFor(() => expect(setSize()).toBe(40));

    // Far past the 40 cards: pages follow one another until the cards reach the scroll position.
    act(() => scrollWindowTo(40 * 400));
    await waitFor(() => expect(calls.bodies.map((b) => b.page).slice(0, 3)).toEqual([1, 2, 3]));
    await waitFor(() => expect(setSize()).toBeGreaterThanOrEqual(60));
    for (const body of calls.bodies) expect(body).toMatchObject({ keyword: 'ring', limit: 20 });
    calls.stop();
  });

  it('ends with "No more" and asks for nothing further when everything is shown', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    renderWithProviders(null, { route: `${RESULTS}?keyword=acc-a10001` });
    expect(await screen.findByText('No more', {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(calls.bodies).toHaveLength(1);
    calls.stop();
  });

  it('helps when nothing matches: says so, suggests popular searches and the categories', async () => {
    const { user, router } = renderWithProviders(null, { route: `${RESULTS}?keyword=zzqqxx` });
    expect(await screen.findByText('No products match “zzqqxx”', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/pages/tabbar/class/class');
    const suggestions = within(await screen.findByRole('region', { name: 'Shoppers often search for' }));
    const [first] = suggestions.getAllByRole('button');
    await user.click(first);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(first.textContent),
    );
  });

  it('takes a search as long as the box allows (140 characters): nothing matches, and it says so', async () => {
    const words = 'zzqqxx '.repeat(21).slice(0, LIMITS.inputMaxLength);
    renderWithProviders(null, { route: `${RESULTS}?keyword=${encodeURIComponent(words)}` });
    expect(await screen.findByText(/^No products match/, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText('The products could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened with no word, asks what to look for and opens the search page from its box', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    const { user, router } = renderWithProviders(null, { route: RESULTS });
    expect(await screen.findByText('What are you looking for?', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filter/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search rings, earrings, necklaces…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/search/search'));
    expect(calls.bodies).toHaveLength(0);
    calls.stop();
  });

  it('sorts by price and keeps the choice in the address', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    const { user, router } = renderWithProviders(null, { route: `${RESULTS}?keyword=ring` });
    await screen.findByRole('list', { name: 'Search results' }, LONG);
    await user.click(screen.getByRole('button', { name: 'Price: low to high' }));
    // The grid may ask for the next page straight away; what matters is that the sorted first page was asked.
    await waitFor(() => expect(calls.bodies).toContainEqual(expect.objectContaining({ sort: 'price_asc', page: 1 })), { timeout: 5000 });
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_asc');
    // Tapping price again reverses it.
    await user.click(screen.getByRole('button', { name: 'Price: high to low' }));
    await waitFor(() => expect(calls.bodies).toContainEqual(expect.objectContaining({ sort: 'price_desc', page: 1 })), { timeout: 5000 });
    calls.stop();
  });

  it('filters by a price range, a reversed range swapped, and counts the active filters', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    const { user } = renderWithProviders(null, { route: `${RESULTS}?keyword=ring` });
    await screen.findByRole('list', { name: 'Search results' }, LONG);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.type(await whenClickable(await screen.findByRole('textbox', { name: 'Lowest' })), '30');
    await user.type(screen.getByRole('textbox', { name: 'Highest' }), '5');
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    // As above: the first page of the new range is asked for (the grid may go on to the next).
    await waitFor(() => expect(calls.bodies).toContainEqual(expect.objectContaining({ min_price: '5.00', max_price: '30.00', page: 1 })));
    expect(await screen.findByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
    calls.stop();
  });

  it('reads a decimal comma in the price range as the decimal point (12,50 is 12.50, not 12)', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    const { user } = renderWithProviders(null, { route: `${RESULTS}?keyword=ring`, locale: 'fr' });
    await screen.findByRole('list', { name: 'Résultats de recherche' }, LONG);
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await user.type(await whenClickable(await screen.findByRole('textbox', { name: 'Minimum' })), '1,5');
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '12,50');
    await user.click(screen.getByRole('button', { name: 'Voir les produits' }));
    await waitFor(() => expect(calls.bodies).toContainEqual(expect.objectContaining({ min_price: '1.50', max_price: '12.50', page: 1 })));
    calls.stop();
    // Opened again, the range is shown as the shopper wrote it: with a comma.
    await user.click(await screen.findByRole('button', { name: 'Filtrer (2)' }));
    expect(await screen.findByRole('textbox', { name: 'Minimum' })).toHaveValue('1,50');
    expect(screen.getByRole('textbox', { name: 'Maximum' })).toHaveValue('12,50');
  });
});
