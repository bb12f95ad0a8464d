import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@/api/types';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { expectedConsole, ok, PAGE_TIMEOUT, recordCalls } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open() {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: ROUTES.coupon, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'My coupons' }, PAGE_TIMEOUT);
  return view;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

function coupon(id: number, overrides: Partial<Coupon> = {}): Coupon {
  return {
    id,
    title: `Coupon ${String(id)}`,
    type: 'amount',
    value: '5.00',
    threshold: '50.00',
    start_time: now() - DAY,
    end_time: now() + 10 * DAY,
    status: 'unused',
    scope: 'All goods',
    delayed: null,
    reminded: true,
    used_time: null,
    order_sn: null,
    ...overrides,
  };
}

/** A stub's value as the shopper reads it: its figure large over its words ("$10.00" over "off"). */
const stubReading = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;

const couponCards = async () => {
  const list = await screen.findByRole('list', { name: 'Coupons' }, PAGE_TIMEOUT);
  return within(list).getAllByRole('article');
};

describe('coupons', () => {
  it('shows the usable coupons with value, threshold and scope; a discount reads as a percentage', async () => {
    await open();
    const cards = await couponCards();
    const earrings = cards.find((c) => within(c).queryByText('Earrings only'));
    expect(earrings).toBeDefined();
    // Its value, and the shop's own title written with the same formatter.
    expect(within(earrings!).getByText(stubReading('10% off'))).toBeInTheDocument();
    expect(within(earrings!).getByRole('heading', { name: '10% off' })).toBeInTheDocument();
    expect(within(earrings!).getByText('On orders over $50.00')).toBeInTheDocument();
    const tenOff = cards.find((c) => within(c).queryByText(stubReading('$10.00 off')));
    expect(within(tenOff!).getByText('On orders over $100.00')).toBeInTheDocument();
    expect(within(tenOff!).getByText(/^Valid until/)).toBeInTheDocument();
  });

  it('switches tabs by state, asking the server for that state', async () => {
    const calls = recordCalls('/api/commodity/coupon_list');
    const { user } = await open();
    await couponCards();
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(calls.bodies.some((b) => b.status === 'expired')).toBe(true));
    await waitFor(async () => {
      const cards = await couponCards();
      expect(cards.every((c) => within(c).queryByText('Expired'))).toBe(true);
    }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('tab', { name: 'Used' }));
    expect(await screen.findByText('You have not used any coupons yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('stamps one coupon with its state in the singular while the tab names the group (French)', async () => {
    server.use(
      http.post('*/api/commodity/coupon_list', async ({ request }) => {
        const { status } = (await request.json()) as { status: Coupon['status'] };
        return ok({ list: [coupon(1, { status, used_time: status === 'used' ? now() - DAY : null })], total: 1 });
      }),
    );
    const preloadedState = await demoSession();
    const { user } = renderWithProviders(null, { route: ROUTES.coupon, preloadedState, locale: 'fr' });
    await user.click(await screen.findByRole('tab', { name: 'Expirés' }, PAGE_TIMEOUT));
    const list = () => screen.findByRole('list', { name: 'Bons de réduction' }, PAGE_TIMEOUT);
    expect(await within(await list()).findByText('Expiré', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Utilisés' }));
    expect(await within(await list()).findByText('Utilisé', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('opens a delayed second-rebate coupon once its day has come', async () => {
    const open_ = recordCalls('/api/commodity/openDelayedSecondRebateCoupon');
    const { user } = await open();
    const buttons = await screen.findAllByRole('button', { name: /^Open Second rebate/ }, PAGE_TIMEOUT);
    await user.click(buttons[0]);
    await waitFor(() => expect(open_.bodies).toHaveLength(1), PAGE_TIMEOUT);
    expect(await screen.findByText('Coupon opened — it is ready to use', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    // The list answers again: one coupon fewer to open.
    await waitFor(
      () => expect(screen.queryAllByRole('button', { name: /^Open Second rebate/ })).toHaveLength(buttons.length - 1),
      PAGE_TIMEOUT,
    );
  });

  it('says when a delayed coupon can be opened, and offers no button before', async () => {
    server.use(
      http.post('*/api/commodity/coupon_list', () =>
        ok({ list: [coupon(1, { title: 'Later rebate', delayed: { open_time: now() + 3 * DAY, opened: false } })], total: 1 }),
      ),
    );
    await open();
    expect(await screen.findByText(/^You can open it from/, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Later rebate' })).not.toBeInTheDocument();
  });

  it('lists newly received coupons and stops showing them once acknowledged', async () => {
    const remind = recordCalls('/api/commodity/setRemind');
    const { user } = await open();
    const fresh = await screen.findByRole('region', { name: 'New coupons for you' }, PAGE_TIMEOUT);
    const count = within(fresh).getAllByRole('listitem').length;
    expect(count).toBeGreaterThan(0);
    expect(
      within(fresh).getByText(count === 1 ? 'You have received a new coupon' : `You have received ${String(count)} new coupons`),
    ).toBeInTheDocument();
    expect(within(fresh).getByText(/off over \$100\.00/)).toBeInTheDocument();
    await user.click(within(fresh).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(remind.bodies).toHaveLength(1));
    expect((remind.bodies[0]?.ids as number[]).length).toBe(count);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New coupons for you' })).not.toBeInTheDocument(), PAGE_TIMEOUT);
  });

  it('shows a helpful empty state, and a retry when the list fails', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/commodity/coupon_list', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok({ list: [], total: 0 });
      }),
    );
    const warn = expectedConsole('warn');
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, PAGE_TIMEOUT));
    expect(await screen.findByText('No coupons to use right now', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('request failed:', 'Failed to fetch');
  });
});
