import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { whenClickable } from '@tests/request-recorder';

const SEARCH = '/pages/business/search/search';

async function historyList() {
  const heading = await screen.findByRole('heading', { name: 'Recent searches' }, { timeout: 10_000 });
  const section = heading.closest('section');
  if (!section) throw new Error('no history section');
  return within(section);
}

describe('search page', () => {
  it('lists recent searches, newest first, and removes one', async () => {
    const { user } = renderWithProviders(null, { route: SEARCH, preloadedState: await demoSession() });
    const history = await historyList();
    const keywords = history.getAllByRole('listitem').map((item) => item.textContent);
    expect(keywords).toEqual(['gift box', 'hoop', 'pearl']);

    await user.click(history.getByRole('button', { name: 'Remove “hoop” from recent searches' }));
    await waitFor(() => expect(history.queryByRole('button', { name: 'hoop' })).not.toBeInTheDocument());
    expect(history.getByRole('button', { name: 'pearl' })).toBeInTheDocument();
  });

  it('clears all recent searches after confirming, and keeps them when the shopper says no', async () => {
    const { user } = renderWithProviders(null, { route: SEARCH, preloadedState: await demoSession() });
    const history = await historyList();

    await user.click(history.getByRole('button', { name: 'Clear recent searches' }));
    await user.click(await whenClickable(await screen.findByRole('button', { name: 'Keep them' })));
    expect(history.getByRole('button', { name: 'pearl' })).toBeInTheDocument();

    await user.click(history.getByRole('button', { name: 'Clear recent searches' }));
    await user.click(await whenClickable(await screen.findByRole('button', { name: 'Clear' })));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recent searches' })).not.toBeInTheDocument());
  });

  it('sends the delete calls the server expects', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/commodity/SearchHistoryDelete')) void request.clone().json().then((b) => bodies.push(b));
    });
    const { user } = renderWithProviders(null, { route: SEARCH, preloadedState: await demoSession() });
    const history = await historyList();
    await user.click(history.getByRole('button', { name: 'Remove “pearl” from recent searches' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ id: expect.any(Number) as number });
    server.events.removeAllListeners();
  });

  it('shows no history to a guest, and popular searches lead to results', async () => {
    const { user, router } = renderWithProviders(null, { route: SEARCH });
    const popular = await screen.findByRole('heading', { name: 'Popular searches' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).not.toBeInTheDocument();
    const section = popular.closest('section');
    if (!section) throw new Error('no popular section');
    const [first] = within(section).getAllByRole('button');
    const keyword = first.textContent.replace(/^\d+/, '');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/search/searchResult'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(keyword);
  });

  it('searches for what was typed, trimmed', async () => {
    const { user, router } = renderWithProviders(null, { route: SEARCH });
    await screen.findByRole('heading', { name: 'Popular searches' }, { timeout: 10_000 });
    await user.type(screen.getByRole('searchbox'), '  ring  {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ring'));
  });

  it('keeps the page usable when the history cannot be loaded', async () => {
    server.use(http.post('*/api/commodity/SearchHistoryList', () => HttpResponse.json({ code: 0, msg: 'down', data: null })));
    renderWithProviders(null, { route: SEARCH, preloadedState: await demoSession() });
    expect(await screen.findByRole('heading', { name: 'Popular searches' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('holds a search to 140 characters (spec section 5), says so, and searches for what it holds', async () => {
    const { user, router } = renderWithProviders(null, { route: SEARCH });
    const box = within(await screen.findByRole('search', {}, { timeout: 10_000 })).getByRole('searchbox');
    await user.click(box);
    await user.paste('ring '.repeat(60));
    expect(box).toHaveValue('ring '.repeat(28));
    expect(screen.getByText('140 of 140 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/search/searchResult'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('ring '.repeat(28).trim());
  });
});
