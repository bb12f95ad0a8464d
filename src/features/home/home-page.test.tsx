import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@/api/types';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import userEvent from '@testing-library/user-event';
import { expectedConsole, letTimePass } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { recordRequests, whenClickable } from '@tests/request-recorder';
import { resetReminders } from './reminders';

const HOME = '/pages/tabbar/home/home';
const LONG = { timeout: 10_000 };

afterEach(() => {
  resetReminders();
  vi.useRealTimers();
});

function activity(overrides: Partial<Activity>): Activity {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: 1,
    title: 'Gold week',
    image: '',
    description: 'All gold pieces.',
    start_time: now - 3600,
    end_time: now + 3600,
    status: 'ongoing',
    link_type: 'category',
    link: '1',
    ...overrides,
  };
}

describe('home', () => {
  it('shows search, banners (the first not lazy), categories, batches with countdowns, live promotions and recommendations', async () => {
    renderWithProviders(null, { route: HOME });
    const banners = await screen.findByRole('region', { name: 'Featured' }, LONG);
    const pictures = await within(banners).findAllByRole('img');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');

    expect(screen.getByRole('link', { name: /Search jewelry/ })).toHaveAttribute('href', '/pages/business/search/search');
    const categories = within(await screen.findByRole('navigation', { name: 'Shop by category' }));
    expect(categories.getByRole('link', { name: 'Rings' })).toHaveAttribute('href', '/pages/business/class/classList?categoryId=1&title=Rings');

    const batches = within(await screen.findByRole('region', { name: 'Wholesale batches' }));
    expect(batches.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(await batches.findAllByRole('timer')).not.toHaveLength(0);
    // A batch's goods open at the batch (its price and pieces left show on the goods page).
    const batchGoods = await batches.findAllByRole('link', {}, LONG);
    expect(batchGoods[0]).toHaveAttribute('href', expect.stringMatching(/[?&]batchId=\d+/) as string);

    const promotions = within(await screen.findByRole('region', { name: 'Promotions' }));
    expect(promotions.getByRole('heading', { name: 'Tier price festival' })).toBeInTheDocument();
    expect(promotions.queryByRole('heading', { name: 'Spring clearance' })).not.toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Recommended for you' })).toBeInTheDocument();
  });

  it('says a slot’s batches did not come, rather than showing the slot before as this one’s or saying it has none, and brings them on "Try again"', async () => {
    let reachable = true;
    // Unreachable: no answer at all (offline with none saved). Reachable: the demo's own handler.
    server.use(http.post('*/api/commodity/batchList', () => (reachable ? undefined : HttpResponse.error())));
    renderWithProviders(null, { route: HOME });
    const section = await screen.findByRole('region', { name: 'Wholesale batches' }, LONG);
    const batches = within(section);
    const shownFirst = (await batches.findAllByRole('article', {}, LONG)).map((article) => article.textContent);
    expect(shownFirst).not.toHaveLength(0);

    // The transport reports each call that got no answer.
    const warned = expectedConsole('warn');
    reachable = false;
    const another = batches.getAllByRole('button', { pressed: false }).at(0);
    if (!another) throw new Error('the demo has one batch slot only');
    await userEvent.click(another);
    expect(await batches.findByText('The batches could not be loaded.')).toBeInTheDocument();
    expect(batches.queryAllByRole('article')).toHaveLength(0);
    expect(batches.queryByText('No batches at this time. Check the next slot.')).not.toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('request failed'), expect.anything());

    reachable = true;
    await userEvent.click(batches.getByRole('button', { name: 'Try again' }));
    expect(await batches.findAllByRole('article')).not.toHaveLength(0);
    expect(batches.queryByText('The batches could not be loaded.')).not.toBeInTheDocument();
    expect(another).toHaveAttribute('aria-pressed', 'true');
  });

  it('fills in from the top: a section that loads early waits for those above it, an empty one takes no room', async () => {
    let releaseCategories: () => void = () => undefined;
    const categoriesHeld = new Promise<void>((resolve) => {
      releaseCategories = resolve;
    });
    server.use(
      http.post('*/api/common/bannerList', () => HttpResponse.json({ code: 1, msg: '', time: 0, data: { list: [] } })),
      http.post('*/api/common/categoryList', async () => {
        await categoriesHeld;
        return undefined; // on to the demo backend's own answer
      }),
    );
    renderWithProviders(null, { route: HOME });
    // The promotions below have come, but would push the page down when the categories above
    // them arrive: they stay out of sight, and the categories' skeleton holds the place.
    await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading…' })).not.toHaveLength(0), LONG);
    await letTimePass(300);
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended for you' })).not.toBeInTheDocument();
    // No banners: no banner band, not even an empty one.
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();

    releaseCategories();
    expect(await screen.findByRole('navigation', { name: 'Shop by category' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Promotions' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recommended for you' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('remembers remind-me for an upcoming promotion and toasts when it starts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Math.floor(Date.now() / 1000);
    server.use(
      http.post('*/api/commodity/activityList', () =>
        HttpResponse.json({
          code: 1,
          msg: '',
          data: { list: [activity({ title: 'Pearl drop', start_time: now + 3, end_time: now + 3600, status: 'upcoming' })] },
        }),
      ),
    );
    const { user, store } = renderWithProviders(null, { route: HOME });
    const promotions = within(await screen.findByRole('region', { name: 'Promotions' }, LONG));
    await user.click(promotions.getByRole('button', { name: 'Remind me' }));
    expect(promotions.getByRole('button', { name: 'Reminder on', pressed: true })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('acc_reminders') ?? '[]')).toEqual([
      { key: 'activity:1', title: 'Pearl drop', start: now + 3 },
    ]);
    // Every toast shown, kept here: the toast itself is dismissed after 1.5 s, which a busy
    // machine can pass before the assertion looks.
    const shown: unknown[] = [];
    const unsubscribe = store.subscribe(() => {
      const toast = store.getState().ui.toasts.at(-1);
      if (toast) shown.push(toast.text);
    });
    for (let second = 0; second < 4; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await waitFor(() =>
      expect(shown).toContainEqual({
        message: expect.objectContaining({ id: 'home.reminder_started' }) as unknown,
        values: { title: 'Pearl drop' },
      }),
    );
    unsubscribe();
    expect(JSON.parse(localStorage.getItem('acc_reminders') ?? '[]')).toEqual([]);
  });

  it('shows new coupons once and marks them as shown when closed', async () => {
    const calls = recordRequests('/api/commodity/setRemind');
    server.use(
      http.post('*/api/commodity/notRemindedCouponList', () =>
        HttpResponse.json({
          code: 1,
          msg: '',
          data: {
            list: [
              {
                id: 71, title: 'Welcome coupon', type: 'amount', value: '5.00', threshold: '50.00', start_time: 0,
                end_time: 4102444800, status: 'unused', scope: 'All goods', delayed: null, reminded: false,
                used_time: null, order_sn: null,
              },
            ],
          },
        }),
      ),
      http.post('*/api/commodity/setRemind', () => HttpResponse.json({ code: 1, msg: '', data: null })),
    );
    const { user } = renderWithProviders(null, { route: HOME, preloadedState: await demoSession() });
    const popup = within(await screen.findByRole('region', { name: 'You have a new coupon' }, LONG));
    // Its figure large over its word, read as one value.
    expect(popup.getByText((_, el) => el?.tagName === 'STRONG' && el.textContent === '$5.00 off')).toBeInTheDocument();
    expect(popup.getByText('On orders over $50.00')).toBeInTheDocument();
    await user.click(await whenClickable(popup.getByRole('button', { name: 'Got it' })));
    await waitFor(() => expect(calls.bodies).toEqual([{ ids: [71] }]), LONG);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You have a new coupon' })).not.toBeInTheDocument(), LONG);
    calls.stop();
  });

  it('switches the recommendations to a label and loads that list', async () => {
    const calls = recordRequests('/api/commodity/commodityList');
    const { user } = renderWithProviders(null, { route: HOME });
    await screen.findByRole('list', { name: 'Recommended for you' }, LONG);
    const section = within(screen.getByRole('region', { name: 'Recommended for you' }));
    await user.click(await section.findByRole('button', { name: 'New' }));
    await waitFor(() => expect(calls.bodies[0]).toMatchObject({ label_id: expect.any(Number) as number, page: 1 }));
    calls.stop();
  });
});
