import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { pageGone } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';
import { watchModalFocus } from '@/components/modal-focus';

const USER_INFO = '/pages/business/user/userInfo/userInfo';
const ACCOUNT = '/pages/business/user/userInfo/accountSettings';

/** antd's sheets ignore the pointer while they slide in, which the test DOM does not always finish. */
const makeUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

beforeAll(() => {
  // The test DOM has no scrollIntoView; antd's code input scrolls itself into view on focus.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  server.events.removeAllListeners();
});

describe('profile', () => {
  it('saves the nickname, gender and motto, and the saved user follows', async () => {
    const preloadedState = await demoSession();
    const user = makeUser();
    const sent = recordBodies('/api/account/profile');
    const { store } = renderWithProviders(null, { route: USER_INFO, preloadedState });
    const nickname = await screen.findByLabelText('Nickname', {}, { timeout: 10_000 });
    expect(nickname).toHaveValue(preloadedState.session.user_info?.nickname);

    await user.clear(nickname);
    await user.type(nickname, 'Pearl Boutique');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.clear(screen.getByLabelText('About me'));
    await user.type(screen.getByLabelText('About me'), 'Earrings for brides');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: preloadedState.session.user_info?.id, nickname: 'Pearl Boutique', gender: 2, motto: 'Earrings for brides' });
    await waitFor(() => expect(store.getState().session.user_info?.nickname).toBe('Pearl Boutique'));
  });

  it('sets the birthday by keyboard: the wheels are spin buttons named in the language, antd’s Chinese helpers hidden', async () => {
    const preloadedState = await demoSession();
    const user = makeUser();
    const sent = recordBodies('/api/account/profile');
    // The overlay watcher the app starts after its first paint (it makes the picker's Close and Confirm Tab stops).
    const stopWatching = watchModalFocus(document);
    onTestFinished(stopWatching);
    renderWithProviders(null, { route: USER_INFO, preloadedState });
    const field = await screen.findByRole('button', { name: 'Birthday' }, { timeout: 10_000 });
    expect(field).toHaveAccessibleDescription('May 12, 1990');
    await user.click(field);

    const year = await screen.findByRole('spinbutton', { name: 'Year' }, { timeout: 5000 });
    const month = screen.getByRole('spinbutton', { name: 'Month' });
    const day = screen.getByRole('spinbutton', { name: 'Day' });
    expect([year, month, day].map((wheel) => wheel.getAttribute('aria-valuetext'))).toEqual(['1990', 'May', '12']);
    // The header's buttons are Tab stops; antd's helpers ("选择上一项：…") say nothing any more.
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryAllByRole('button', { name: /选择|当前/ })).toEqual([]);

    year.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await waitFor(() => expect(year).toHaveAttribute('aria-valuetext', '1989'));
    month.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'December'));
    day.focus();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(day).toHaveAttribute('aria-valuetext', '22'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(field).toHaveAccessibleDescription('December 22, 1989'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ birthday: '1989-12-22' });
  });

  it('asks before leaving with changes not saved, keeps them on "Keep editing", and lets a saved form go', async () => {
    const preloadedState = await demoSession();
    const user = makeUser();
    const { router } = renderWithProviders(null, { route: USER_INFO, preloadedState });
    const nickname = await screen.findByLabelText('Nickname', {}, { timeout: 10_000 });
    await user.clear(nickname);
    await user.type(nickname, 'Pearl Boutique');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discard your changes?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(router.state.location.pathname).toBe(USER_INFO);
    expect(screen.getByLabelText('Nickname')).toHaveValue('Pearl Boutique');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(USER_INFO));
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('gives back what was typed after a reload, as changes still to save, and forgets them once saved', async () => {
    const preloadedState = await demoSession();
    const first = renderWithProviders(null, { route: USER_INFO, preloadedState });
    const user = makeUser();
    const nickname = await screen.findByLabelText('Nickname', {}, { timeout: 10_000 });
    await user.clear(nickname);
    await user.type(nickname, 'Pearl Boutique');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    pageGone(first);

    const second = renderWithProviders(null, { route: USER_INFO, preloadedState });
    expect(await screen.findByLabelText('Nickname', {}, { timeout: 10_000 })).toHaveValue('Pearl Boutique');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    // Not saved yet: leaving asks first, as it did before the reload.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved', {}, { timeout: 5000 })).toBeInTheDocument();
    pageGone(second);

    renderWithProviders(null, { route: USER_INFO, preloadedState });
    // Saved: what opens is the server's profile (the demo kept the nickname), with nothing to ask.
    expect(await screen.findByLabelText('Nickname', {}, { timeout: 10_000 })).toHaveValue('Pearl Boutique');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'))).toEqual([]);
  });

  it('leaves without saving when the shopper chooses to discard', async () => {
    const user = makeUser();
    const { router } = renderWithProviders(null, { route: USER_INFO, preloadedState: await demoSession() });
    await user.type(await screen.findByLabelText('About me', {}, { timeout: 10_000 }), ' and more');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(USER_INFO));
  });

  it('wants a nickname and a valid username', async () => {
    const user = makeUser();
    const sent = recordBodies('/api/account/profile');
    renderWithProviders(null, { route: USER_INFO, preloadedState: await demoSession() });
    await user.clear(await screen.findByLabelText('Nickname', {}, { timeout: 10_000 }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), '9lives');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Use 3 to 16 letters, digits or _, starting with a letter')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('holds a nickname and a username to what the server keeps, and its counter says so', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: USER_INFO, preloadedState: await demoSession() });
    const nickname = await screen.findByLabelText('Nickname', {}, { timeout: 10_000 });
    await user.clear(nickname);
    await user.type(nickname, 'W'.repeat(60));
    expect(nickname).toHaveValue('W'.repeat(50));
    expect(screen.getByText('50 of 50 characters')).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, `a${'b'.repeat(30)}`);
    expect(username).toHaveValue(`a${'b'.repeat(15)}`);
    expect(screen.getByText('16 of 16 characters')).toBeInTheDocument();
  });
});

describe('account and security', () => {
  it('shows where the last login came from and this connection', async () => {
    renderWithProviders(null, { route: ACCOUNT, preloadedState: await demoSession() });
    expect(await screen.findByText('IP 203.0.113.7 (United States)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/from IP \S+/)).toBeInTheDocument();
  });

  it('checks the new password, then logs the shopper out to log in again', async () => {
    const user = makeUser();
    const { store, router } = renderWithProviders(null, { route: ACCOUNT, preloadedState: await demoSession() });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 10_000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(sheet).getByLabelText('Current password'), 'demo1234');
    await user.type(within(sheet).getByLabelText('New password'), 'short');
    await user.type(within(sheet).getByLabelText('Repeat the new password'), 'shorter');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await within(sheet).findByText('The password must be 6 to 32 characters long')).toBeInTheDocument();
    expect(within(sheet).getByText('The two passwords do not match')).toBeInTheDocument();

    await user.clear(within(sheet).getByLabelText('New password'));
    await user.type(within(sheet).getByLabelText('New password'), 'newpass99');
    await user.clear(within(sheet).getByLabelText('Repeat the new password'));
    await user.type(within(sheet).getByLabelText('Repeat the new password'), 'newpass99');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(ACCOUNT);
    expect(store.getState().session['ba-user-token']).toBe('');
  });

  it('keeps what was typed when the current password is wrong', async () => {
    const user = makeUser();
    const { store } = renderWithProviders(null, { route: ACCOUNT, preloadedState: await demoSession() });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 10_000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(sheet).getByLabelText('Current password'), 'not-it-1');
    await user.type(within(sheet).getByLabelText('New password'), 'newpass99');
    await user.type(within(sheet).getByLabelText('Repeat the new password'), 'newpass99');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The old password is incorrect', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('New password')).toHaveValue('newpass99');
    expect(store.getState().session['ba-user-token']).not.toBe('');
  });

  it('changes the email with a code sent to it', async () => {
    const user = makeUser();
    const { store } = renderWithProviders(null, { route: ACCOUNT, preloadedState: await demoSession() });
    await user.click(await screen.findByRole('button', { name: 'Change Email' }, { timeout: 10_000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Change email' });
    await user.type(within(sheet).getByLabelText('New email'), 'not-an-email');
    await user.click(within(sheet).getByRole('button', { name: 'Get code' }));
    expect(await within(sheet).findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();

    await user.clear(within(sheet).getByLabelText('New email'));
    await user.type(within(sheet).getByLabelText('New email'), 'new@pearl.example');
    await user.click(within(sheet).getByRole('button', { name: 'Get code' }));
    expect(await within(sheet).findByRole('button', { name: /Resend in \d+ s/ }, { timeout: 5000 })).toBeDisabled();
    await user.click(within(sheet).getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Email changed', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.user_info?.email).toBe('new@pearl.example'));
  });
});
