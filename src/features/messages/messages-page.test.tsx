// @vitest-environment jsdom
// jsdom: these tests check what DOMPurify leaves of server rich text, and it does not sanitize in happy-dom (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemNotification } from '@/api/types';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { expectedConsole } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

const MSG = '/pages/tabbar/msg/msg';

const makeUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const notice = (id: number, extra: Partial<SystemNotification> = {}): SystemNotification => ({
  id,
  type: 'system',
  title: `Notice ${String(id)}`,
  summary: `Summary ${String(id)}`,
  content: `<p>Body ${String(id)}</p>`,
  is_read: false,
  create_time: 1_700_000_000 - id * 60,
  subject: null,
  ...extra,
});

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

/** The tab bar's Messages link shows msgNum as its badge. */
const tabBadge = () => {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const link = within(nav).getByRole('link', { name: /^Messages/ });
  return link.querySelector('.adm-badge-content')?.textContent ?? '';
};

afterEach(() => {
  server.events.removeAllListeners();
});

describe('message tab', () => {
  it('reads a message: its page shows the sanitized text and the unread badge drops by one', async () => {
    const preloadedState = await demoSession();
    const user = makeUser();
    const { store, router } = renderWithProviders(null, { route: MSG, preloadedState });
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 });
    await waitFor(() => expect(store.getState().unread.msgNum).toBeGreaterThan(0));
    const before = store.getState().unread.msgNum;
    expect(tabBadge()).toBe(String(before));
    // Said on the page and, for screen readers, by the Messages tab's link.
    expect(screen.getAllByText(`${String(before)} unread messages`)).toHaveLength(2);

    const firstUnread = within(list)
      .getAllByRole('link')
      .find((link) => within(link).queryByText('Unread'));
    if (!firstUnread) throw new Error('no unread message in the demo data');
    await user.click(firstUnread);

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/user/parseSysInfo/parseSysInfo'));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().unread.msgNum).toBe(before - 1));
  });

  it('asks for the unread count each time it opens: a message sent meanwhile is counted at once, not at the next minute’s poll', async () => {
    const user = makeUser();
    const { store } = renderWithProviders(null, { route: MSG, preloadedState: await demoSession() });
    await screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 });
    await waitFor(() => expect(store.getState().unread.msgNum).toBeGreaterThan(0));
    const before = store.getState().unread.msgNum;
    // Away to home (the message tab stays mounted, hidden), while the shop sends one more message.
    const tabs = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(tabs).getByRole('link', { name: /^Home/ }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument(), { timeout: 10_000 });
    server.use(http.post('*/api/common/systemNotificationUnreadQuantity', () => ok({ count: before + 1 })));
    await user.click(within(tabs).getByRole('link', { name: /^Messages/ }));
    // Said on the page and by the Messages tab's link.
    expect(await screen.findAllByText(`${String(before + 1)} unread messages`, {}, { timeout: 10_000 })).toHaveLength(2);
  });

  it('marks everything read: the count and the badge go to zero', async () => {
    const user = makeUser();
    const { store } = renderWithProviders(null, { route: MSG, preloadedState: await demoSession() });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }, { timeout: 10_000 }));
    await waitFor(() => expect(store.getState().unread.msgNum).toBe(0));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(tabBadge()).toBe('');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('loads more pages as the list is scrolled to its end, then says there is no more', async () => {
    const all = Array.from({ length: 37 }, (_, i) => notice(i + 1));
    const pages: number[] = [];
    server.use(
      http.post('*/api/common/systemNotification', async ({ request }) => {
        const { page, limit } = (await request.json()) as { page: number; limit: number };
        pages.push(page);
        return ok({ list: all.slice((page - 1) * limit, page * limit), total: all.length });
      }),
    );
    renderWithProviders(null, { route: MSG, preloadedState: await demoSession() });
    // jsdom lays nothing out, so every row is "on screen" and each page asks for the next.
    expect(await screen.findByText('Notice 37', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(pages).toEqual([1, 2, 3]);
    const rows = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('aria-setsize', '37');
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveAttribute('data-loaded', '37');
    // How many rows are drawn depends on layout, which jsdom does not do: the list is the shared
    // WindowList, measured in chromium by tests/e2e/window-lists.e2e.test.ts (nodes, layout shift).
  });

  it('filters by kind', async () => {
    const asked: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/common/systemNotification')) void request.clone().json().then((b: unknown) => asked.push(b));
    });
    const user = makeUser();
    renderWithProviders(null, { route: MSG, preloadedState: await demoSession() });
    await screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 });
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await waitFor(() => expect(asked).toContainEqual({ type: 'order', page: 1, limit: 15 }));
  });

  it('shows an empty state with a way back to the shop', async () => {
    server.use(http.post('*/api/common/systemNotification', () => ok({ list: [], total: 0 })));
    renderWithProviders(null, { route: MSG, preloadedState: await demoSession() });
    expect(await screen.findByText('No messages yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/pages/tabbar/home/home');
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      http.post('*/api/common/systemNotification', () =>
        fail ? new HttpResponse(null, { status: 502 }) : ok({ list: [notice(1)], total: 1 }),
      ),
    );
    const user = makeUser();
    renderWithProviders(null, { route: MSG, preloadedState: await demoSession() });
    expect(await screen.findByText('Messages could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
  });

  it('shows a guest the shop notices and the way to log in', async () => {
    renderWithProviders(null, { route: MSG });
    expect(await screen.findByRole('link', { name: 'Log in' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/pages/login/login?redirect=%2Fpages%2Ftabbar%2Fmsg%2Fmsg',
    );
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});

describe('message page', () => {
  it('renders the message sanitized, found in the list by its id', async () => {
    const warn = expectedConsole('warn');
    server.use(
      http.post('*/api/common/systemNotification', () =>
        ok({
          list: [notice(5, { is_read: true, content: '<p>Hello <b>there</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' })],
          total: 1,
        }),
      ),
    );
    renderWithProviders(null, { route: '/pages/business/user/parseSysInfo/parseSysInfo?id=5', preloadedState: await demoSession() });
    expect(await screen.findByRole('heading', { name: 'Notice 5' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('there')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[link guard] refused a rich text image link:', '"x"');
  });

  it('takes the buyer from "Your order has shipped" to that order, as the demo tells it', async () => {
    const { user } = renderWithProviders(null, { route: '/pages/tabbar/msg/msg', preloadedState: await demoSession() });
    const shipped = await screen.findAllByText('Your order has shipped', {}, { timeout: 10_000 });
    const summary = shipped[0]?.closest('a')?.textContent ?? '';
    const sn = /ACC\d+/.exec(summary)?.[0];
    if (!sn || !shipped[0]) throw new Error('the demo has no shipped-order message');
    await user.click(shipped[0]);
    await user.click(await screen.findByRole('link', { name: 'View the order' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(sn, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('has no way onward for a notice of the shop’s own', async () => {
    server.use(http.post('*/api/common/systemNotification', () => ok({ list: [notice(5)], total: 1 })));
    renderWithProviders(null, { route: '/pages/business/user/parseSysInfo/parseSysInfo?id=5', preloadedState: await demoSession() });
    expect(await screen.findByRole('heading', { name: 'Notice 5' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the message does not exist', async () => {
    renderWithProviders(null, { route: '/pages/business/user/parseSysInfo/parseSysInfo?id=999999', preloadedState: await demoSession() });
    expect(await screen.findByText('Message not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toBeInTheDocument();
  });
});
