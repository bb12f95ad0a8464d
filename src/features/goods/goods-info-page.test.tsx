import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail } from '@/api/types';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { ok } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { recordRequests, whenClickable } from '@tests/request-recorder';

const GOODS = 10001;
const PAGE = `/pages/business/goods/goodsInfo?id=${String(GOODS)}`;
const LONG = { timeout: 10_000 };

async function details(): Promise<GoodsDetail> {
  return ok('/api/commodity/commodityDetails', { id: GOODS });
}

async function openSheet(user: ReturnType<typeof renderWithProviders>['user'], button: 'Add to cart' | 'Buy now') {
  await screen.findByRole('heading', { level: 2, name: /Ring/ }, LONG);
  const bar = screen.getAllByRole('button', { name: button }).at(-1);
  if (!bar) throw new Error(`no ${button} button`);
  await user.click(bar);
  return within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
}

describe('goods page', () => {
  // The lower sections' chunk (the reviews, the details and DOMPurify) is compiled here before the
  // tests: in a full run on two busy cores its first compile alone outlasted the wait below. The
  // page still has to ask for it (the test of the reviews fails when it does not).
  beforeAll(async () => {
    await import('./goods-lower-sections');
  }, 60_000);

  it('shows the wholesale tiers as a ladder and the minimum order', async () => {
    renderWithProviders(null, { route: PAGE });
    const ladder = within(await screen.findByRole('list', { name: 'Wholesale prices' }, LONG));
    const steps = ladder.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(['$13.03' + '12–49 pcs', '$11.95' + '50–199 pcs', '$10.79' + '≥ 200 pcs']);
    expect(screen.getByText('Minimum order 12 pcs, colours and sizes can be mixed')).toBeInTheDocument();
    // "from" and the amount are drawn at two sizes, so the words are split between two elements.
    const fromPrice = (_: string, el: Element | null) => el?.textContent === 'from $10.79' && el.firstElementChild?.textContent !== 'from $10.79';
    expect(screen.getByText(fromPrice)).toBeInTheDocument();
  });

  it('shows the reviews and the shop’s details below the first screen, from a chunk of their own', async () => {
    const goods = await details();
    const text = new DOMParser().parseFromString(goods.description, 'text/html').body.textContent.replace(/\s+/g, ' ').trim();
    renderWithProviders(null, { route: PAGE });
    await screen.findByRole('list', { name: 'Wholesale prices' }, LONG);
    const reviews = await screen.findByRole('region', { name: `Reviews (${String(goods.appraise_count)})` }, LONG);
    const detailsSection = await screen.findByRole('region', { name: 'Details' });
    expect(text).not.toBe('');
    expect(detailsSection.textContent.replace(/\s+/g, ' ')).toContain(text.slice(0, 40));
    // The reviews come after the tiers, and the details last, as the page has always read.
    const ladder = screen.getByRole('list', { name: 'Wholesale prices' });
    expect(ladder.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reviews.compareDocumentPosition(detailsSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('clamps each spec to its stock, waits for the minimum order, then adds several specs in one call', async () => {
    const goods = await details();
    const soldOut = goods.specs.find((s) => s.stock === 0);
    const low = goods.specs.find((s) => s.stock > 0 && s.stock < goods.min_order_qty);
    const plenty = goods.specs.find((s) => s.stock >= goods.min_order_qty);
    if (!soldOut || !low || !plenty) throw new Error('seed changed: need a sold-out, a low and a plentiful spec');
    const calls = recordRequests('/api/commodity/shoppingCartAdd');
    const { user, store } = renderWithProviders(null, { route: PAGE, preloadedState: await demoSession() });
    const sheet = await openSheet(user, 'Add to cart');

    // A sold-out spec takes no quantity: it offers stock watch instead (stock-watch.test.tsx).
    expect(sheet.queryByRole('group', { name: `Quantity of ${soldOut.title}` })).not.toBeInTheDocument();
    expect(sheet.getByRole('button', { name: `Tell me when ${soldOut.title} is back` })).toBeInTheDocument();

    const lowBox = sheet.getByRole('spinbutton', { name: `Quantity of ${low.title}` });
    await user.clear(lowBox);
    await user.type(lowBox, '999');
    await user.tab();
    await waitFor(() => expect(lowBox).toHaveValue(String(low.stock)));

    const add = sheet.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    const missing = goods.min_order_qty - low.stock;
    expect(sheet.getByText(`Add ${String(missing)} more to reach the minimum order of ${String(goods.min_order_qty)}`)).toBeInTheDocument();

    const plentyBox = sheet.getByRole('spinbutton', { name: `Quantity of ${plenty.title}` });
    await user.clear(plentyBox);
    await user.type(plentyBox, String(missing - 1));
    await user.click(within(sheet.getByRole('group', { name: `Quantity of ${plenty.title}` })).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(add).toBeEnabled());
    expect(sheet.getByText(`${String(goods.min_order_qty)} pcs selected`)).toBeInTheDocument();

    await user.click(add);
    await waitFor(() => expect(calls.bodies).toHaveLength(1));
    expect(calls.bodies[0]).toEqual({
      commodity_id: GOODS,
      items: goods.specs
        .filter((s) => s.id === low.id || s.id === plenty.id)
        .map((s) => ({ specs_id: s.id, quantity: s.id === low.id ? low.stock : missing })),
    });
    await waitFor(() => expect(store.getState().cart.carNum).toBeGreaterThanOrEqual(2));
    expect(store.getState().ui.toasts.at(-1)?.text).toEqual({ message: expect.objectContaining({ id: 'goods.added' }) as unknown });
    calls.stop();
  });

  it('buys now with the chosen specs, without touching the cart', async () => {
    const goods = await details();
    const plenty = goods.specs.find((s) => s.stock >= goods.min_order_qty);
    if (!plenty) throw new Error('seed changed');
    const calls = recordRequests('/api/commodity/shoppingCartAdd');
    const { user, router } = renderWithProviders(null, { route: PAGE, preloadedState: await demoSession() });
    const sheet = await openSheet(user, 'Buy now');
    const box = sheet.getByRole('spinbutton', { name: `Quantity of ${plenty.title}` });
    await user.clear(box);
    await user.type(box, String(goods.min_order_qty));
    await user.click(sheet.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/confirmOrder'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      source: 'buy_now',
      goodsId: String(GOODS),
      specs: `${String(plenty.id)}:${String(goods.min_order_qty)}`,
    });
    expect(calls.bodies).toHaveLength(0);
    calls.stop();
  });

  it('toggles the favourite with an explicit value each time', async () => {
    const calls = recordRequests('/api/commodity/collect');
    const { user } = renderWithProviders(null, { route: PAGE, preloadedState: await demoSession() });
    await user.click(await screen.findByRole('button', { name: 'Favourite' }, LONG));
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Favourite', pressed: false })).toBeInTheDocument();
    expect(calls.bodies).toEqual([
      { commodity_id: GOODS, collect: true },
      { commodity_id: GOODS, collect: false },
    ]);
    calls.stop();
  });

  it('copies a share link carrying the shopper’s user code and says so', async () => {
    const session = await demoSession();
    const userCode = session.session.user_info?.userCode;
    expect(userCode).not.toBe('');
    const { user } = renderWithProviders(null, { route: PAGE, preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Share' }, LONG));
    const toast = await screen.findByText('Content copied');
    // The toast fades in on animation frames: wait for the fade, so its updates come inside the test's waiting.
    await waitFor(() => expect(toast.closest('.adm-mask')).toHaveStyle({ opacity: '1' }));
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.pathname).toBe('/pages/business/goods/goodsInfo');
    expect(copied.searchParams.get('id')).toBe(String(GOODS));
    expect(copied.searchParams.get('sharer_user_code')).toBe(userCode);
  });

  it('sends a guest to log in before adding to the cart, and back here afterwards', async () => {
    const goods = await details();
    const plenty = goods.specs.find((s) => s.stock >= goods.min_order_qty);
    if (!plenty) throw new Error('seed changed');
    const { user, router } = renderWithProviders(null, { route: PAGE });
    const sheet = await openSheet(user, 'Add to cart');
    const box = sheet.getByRole('spinbutton', { name: `Quantity of ${plenty.title}` });
    await user.clear(box);
    await user.type(box, String(goods.min_order_qty));
    await user.click(sheet.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(PAGE);
    // The login page itself, its chunk loaded within the test (not after it, outside act).
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opened without a product says none could be found and leads to the categories, not to "Try again"', async () => {
    const { user } = renderWithProviders(null, { route: '/pages/business/goods/goodsInfo' });
    expect(await screen.findByText('This product could not be found.', undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse categories' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' }, LONG)).toBeInTheDocument();
  });

  it.each(['-1', '1.5', 'abc'])('opened with id=%s (a mangled link) says none could be found, without asking the server', async (id) => {
    const calls = recordRequests('/api/commodity/commodityDetails');
    renderWithProviders(null, { route: `/pages/business/goods/goodsInfo?id=${id}` });
    expect(await screen.findByText('This product could not be found.', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.bodies).toEqual([]);
    calls.stop();
  });

  it('a goods that could not be loaded offers "Try again" and, under it, the way home', async () => {
    server.use(http.post('*/api/commodity/commodityDetails', () => HttpResponse.json({ code: 0, msg: 'Server busy', time: 0, data: null })));
    const { user, router } = renderWithProviders(null, { route: PAGE });
    await screen.findByText('This product could not be loaded.', undefined, LONG);
    // The server's own words come too, in the message the baseQuery raised.
    await screen.findByText('Server busy', undefined, LONG);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/home/home'));
    await screen.findByRole('heading', { level: 1, name: 'Home' }, LONG);
  });
});
