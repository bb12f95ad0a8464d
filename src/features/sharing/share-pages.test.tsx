// @vitest-environment jsdom
// jsdom: these tests check what DOMPurify leaves of server rich text, and it does not sanitize in happy-dom (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { expectedConsole, ok, PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open(route: string, title: string) {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route, preloadedState });
  await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);
  return { ...view, preloadedState };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('share page', () => {
  it('carries the shopper’s user code in the link and the QR code, never the token', async () => {
    const { preloadedState } = await open(ROUTES.share, 'Share the shop');
    const session = preloadedState.session;
    const userCode = session.user_info?.userCode ?? '';
    const token = session['ba-user-token'];
    expect(userCode).not.toBe('');
    const link = await screen.findByTestId('invite-link', {}, PAGE_TIMEOUT);
    const url = new URL(link.textContent);
    expect(url.pathname).toBe(ROUTES.home);
    expect(url.searchParams.get('sharer_user_code')).toBe(userCode);
    expect(link.textContent).not.toContain(token);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByText(`Code ${userCode}`)).toBeInTheDocument();
  });

  it('shows the invitation template with its rules sanitized', async () => {
    const warn = expectedConsole('warn');
    server.use(
      http.post('*/api/Common/getInviteTemplate', () =>
        ok({ title: 'Invite a shop', share_text: 'Join me', poster: '', rules: '<p>Earn <b>$5</b></p><img src=x onerror="alert(1)">' }),
      ),
    );
    await open(ROUTES.share, 'Share the shop');
    expect(await screen.findByRole('heading', { name: 'Invite a shop' }, PAGE_TIMEOUT)).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'How it works' });
    expect(within(rules).getByText('$5')).toBeInTheDocument();
    expect(rules.innerHTML).not.toContain('onerror');
    expect(warn).toHaveBeenCalledWith('[link guard] refused a rich text image link:', '"x"');
  });

  it('copies the link and says so; says so too when copying fails', async () => {
    const { user } = await open(ROUTES.share, 'Share the shop');
    // user-event puts its own clipboard on the navigator; watch it, and make the second copy fail.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }, PAGE_TIMEOUT));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]?.[0]).toMatch(/sharer_user_code=/);
    expect(await screen.findByText('Content copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copy failed, please copy manually')).toBeInTheDocument();
  });

  it('sums up the invitations and leads to the list', async () => {
    const { user, router } = await open(ROUTES.share, 'Share the shop');
    expect(await screen.findByText(/friends? joined · \$[\d.]+ earned$/, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Invited friends/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.shareList));
  });
});

describe('invited friends', () => {
  it('lists who joined, with the totals', async () => {
    await open(ROUTES.shareList, 'Invited friends');
    const list = await screen.findByRole('list', { name: 'Invited friends' }, PAGE_TIMEOUT);
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(list).getAllByText(/^Joined /).length).toBeGreaterThan(0);
    expect(screen.getByText('Friends joined')).toBeInTheDocument();
    expect(screen.getByText('Rewards earned')).toBeInTheDocument();
  });

  it('loads more as the end nears', async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      user_code: `U${String(i + 1)}`,
      nickname: `Shop ${String(i + 1)}`,
      avatar: '',
      join_time: 1_780_000_000 - i * 3600,
      reward: '5.00',
    }));
    server.use(
      http.post('*/api/Account/getInviteLog', async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        const start = (body.page - 1) * body.limit;
        return ok({ list: all.slice(start, start + body.limit), total: all.length, reward_total: '125.00' });
      }),
    );
    await open(ROUTES.shareList, 'Invited friends');
    const list = await screen.findByRole('list', { name: 'Invited friends' }, PAGE_TIMEOUT);
    await waitFor(() => expect(list.getAttribute('data-loaded')).toBe('25'), PAGE_TIMEOUT);
    expect(screen.getByText('$125.00')).toBeInTheDocument();
    expect(screen.getByText('25')).toBeInTheDocument();
  });

  it('invites sharing when nobody has joined yet', async () => {
    server.use(http.post('*/api/Account/getInviteLog', () => ok({ list: [], total: 0, reward_total: '0.00' })));
    const { user, router } = await open(ROUTES.shareList, 'Invited friends');
    expect(await screen.findByText('No friends have joined through your link yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Invite friends' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.share));
  });
});
