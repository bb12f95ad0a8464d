import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeListShare } from '@/lib/list-share';
import { buyerLinks } from '@/lib/buyer-links';
import { ROUTES } from '@/lib/routes';
import { readLists } from '@/lib/saved-lists';
import { catalogue, specSku } from '@mocks/data/catalogue';
import { demoCall, demoSession, PAGE_TIMEOUT } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';

const goods = catalogue()[250];
const spec = goods.specs.find((s) => s.stock > 100) ?? goods.specs[0];

describe('reorder lists', () => {
  it('saves the cart as a list with its codes, edits a quantity, and sends the list through quick order’s review', async () => {
    const preloadedState = await demoSession();
    await demoCall(preloadedState, '/api/commodity/shoppingCartAdd', { commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: goods.moq }] });
    const { user, router } = renderWithProviders(null, { route: buyerLinks.newReorderList('cart'), preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'Reorder list' }, { timeout: 15_000 });
    const lines = await screen.findByRole('list', { name: 'Lines' });
    const line = within(lines).getAllByRole('listitem').find((li) => li.textContent.includes(specSku(goods, spec)));
    expect(line).toBeDefined();
    const userId = preloadedState.session.user_info?.id ?? 0;
    const saved = readLists(userId).at(0);
    expect(saved).toMatchObject({ source: 'cart', name: expect.stringMatching(/^Cart /u) as string });
    expect(saved?.items).toContainEqual(expect.objectContaining({ code: specSku(goods, spec), goodsId: goods.id, specId: spec.id, quantity: goods.moq }));
    await user.click(within(line as HTMLElement).getAllByRole('button').find((b) => b.className.includes('plus')) ?? within(line as HTMLElement).getAllByRole('button')[1]);
    await waitFor(() => expect(readLists(userId)[0]?.items.find((i) => i.specId === spec.id)?.quantity).toBe(goods.moq + 1));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.quickOrder));
    const review = await screen.findByRole('list', { name: 'Lines to add' }, PAGE_TIMEOUT);
    expect(await within(review).findByText(goods.name.en, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 40_000);

  it('starts a list from a past order: each order reads as its number, date and lines, the count in one piece', async () => {
    const preloadedState = await demoSession();
    const { user } = renderWithProviders(null, { route: ROUTES.reorderLists, preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'Reorder lists' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'A past order' }));
    const choices = within(await screen.findByRole('group', { name: 'Choose an order' }, PAGE_TIMEOUT)).getAllByRole('button');
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      expect(choice).toHaveAccessibleName(/^Order ACC\d+ · .+ · \d+ lines?$/u);
      // A narrow screen breaks the label between its parts: '2 lines' never becomes '2' and 'lines'.
      expect(within(choice).getByText(/^\d+ lines?$/u)).toBeInTheDocument();
    }
  });

  it('opens a shared link: shows the list, asks a guest to log in (keeping the link), saves it for a buyer', async () => {
    const encoded = await encodeListShare({ name: 'Christmas window', items: [{ code: specSku(goods, spec), quantity: 12, goodsId: goods.id, specId: spec.id }] });
    const route = `${ROUTES.sharedList}#list=${encoded}`;
    const guest = renderWithProviders(null, { route });
    expect(await screen.findByRole('heading', { level: 2, name: 'Christmas window' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lines' })).getAllByText(specSku(goods, spec), { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('× 12')).toBeInTheDocument();
    await guest.user.click(screen.getByRole('button', { name: 'Log in to save it' }));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe(ROUTES.login));
    expect(new URLSearchParams(guest.router.state.location.search).get('redirect')).toBe(route);
    guest.unmount();
    // The guest's store persisted a logged-out session; the buyer's device is another one.
    localStorage.clear();

    const preloadedState = await demoSession();
    const buyer = renderWithProviders(null, { route, preloadedState });
    await buyer.user.click(await screen.findByRole('button', { name: 'Save to my lists' }, PAGE_TIMEOUT));
    await waitFor(() => expect(buyer.router.state.location.pathname).toBe(ROUTES.reorderListInfo));
    expect(readLists(preloadedState.session.user_info?.id ?? 0)[0]).toMatchObject({ name: 'Christmas window', source: 'shared' });
  });

  it('says so when a link holds no list, and leads to the shopper’s own lists', async () => {
    renderWithProviders(null, { route: `${ROUTES.sharedList}#list=broken` });
    expect(await screen.findByText(/This link holds no list/u, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my lists' })).toHaveAttribute('href', ROUTES.reorderLists);
  });
});
