import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@mocks/testing/call';
import { links } from '@/lib/links';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { cardWithStatus, PAGE_TIMEOUT } from './order-test-kit';

async function openFromList(status: string) {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: links.orderList(), preloadedState });
  const card = await cardWithStatus(status);
  const total = within(card).getByText(/^\$/).textContent;
  await view.user.click(within(card).getByRole('link', { name: /^ACC\d+/ }));
  await screen.findByRole('heading', { level: 1, name: 'Order details' }, PAGE_TIMEOUT);
  return { ...view, total };
}

describe('order detail', () => {
  it('shows where a shipped order stands on its timeline, its parcel and its actions', async () => {
    const { user, router } = await openFromList('Shipped');
    const timeline = await screen.findByRole('group', { name: 'Order progress' }, PAGE_TIMEOUT);
    const current = timeline.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Shipped');
    // Each reached step says when, to the minute, in the shopper's locale.
    const id = Number(new URLSearchParams(router.state.location.search).get('id'));
    const { session } = await demoSession();
    const order = await ok('/api/order/details', { id }, { token: session['ba-user-token'] });
    const when = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    expect(current).toHaveTextContent(when.format((order.ship_time ?? 0) * 1000));
    expect(within(timeline).getAllByText(when.format(order.create_time * 1000)).length).toBeGreaterThan(0);
    expect(within(timeline).getByText('Placed')).toBeInTheDocument();
    expect(within(timeline).getByText('Completed')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    // The newest trace, whichever the demo clock has reached.
    expect(within(shipping).getByText(/Yiwu warehouse|sorting centre|In transit|Out for delivery/)).toBeInTheDocument();
    await user.click(within(shipping).getByRole('button', { name: /Track parcel/ }));
    expect(await screen.findByRole('dialog', { name: 'Parcel tracking' })).toBeInTheDocument();
    // The same actions as on the card, in the bottom bar.
    const actions = await screen.findByRole('group', { name: /^Actions for order / }, PAGE_TIMEOUT);
    expect(within(actions).getByRole('button', { name: 'Track parcel' })).toBeInTheDocument();
  });

  it('shows the address, the items, the amounts and how it was paid', async () => {
    const { total } = await openFromList('Paid');
    const delivery = await screen.findByRole('region', { name: 'Delivery address' });
    expect(within(delivery).getByText(/Lina Chen/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Lyon/)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getAllByRole('link').length).toBeGreaterThan(0);
    const amounts = screen.getByRole('region', { name: 'Amount' });
    expect(within(amounts).getByText('Order total')).toBeInTheDocument();
    expect(within(amounts).getByText(total)).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Order information' });
    expect(within(info).getByText('Payment method')).toBeInTheDocument();
    expect(within(info).getByText('Account balance')).toBeInTheDocument();
  });

  it('marks a cancelled order as such on the timeline, offering buy again only', async () => {
    await openFromList('Cancelled');
    const timeline = await screen.findByRole('group', { name: 'Order progress' }, PAGE_TIMEOUT);
    expect(timeline.querySelector('[aria-current="step"]')).toHaveTextContent('Cancelled');
    const actions = await screen.findByRole('group', { name: /^Actions for order / }, PAGE_TIMEOUT);
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy again']);
  });

  it('says so when the order does not exist, with a way back', async () => {
    const preloadedState = await demoSession();
    const { user, router } = renderWithProviders(null, { route: links.orderInfo(999_999), preloadedState });
    expect(await screen.findByText('This order could not be loaded.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/orderList'));
  });
});
