import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@mocks/node';
import { resetResendCountdowns } from '@/components/use-resend-countdown';
import { TIMEOUTS } from '@/lib/constants';
import { loginDemo, ok } from '@mocks/testing/call';
import { deferred } from '@tests/deferred';
import { pageGone } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';

const LOGIN = '/pages/login/login';

/** Every request body the app sent to a path, in order. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

/**
 * A user for these tests: antd's sheets ignore the pointer while they slide in, and the test DOM's frames
 * do not always finish the slide, so the pointer-events check is off; with fake timers on, the
 * user's own pauses move the fake clock.
 */
const makeUser = () =>
  userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });

/** The lazy page and the area codes arrive first (the first render in a worker is slow). */
const ready = () => screen.findByRole('button', { name: /Country code: \+\d+/ }, { timeout: 10_000 });

async function chooseAreaCode(user: ReturnType<typeof userEvent.setup>, country: RegExp) {
  await user.click(await ready());
  const dialog = await screen.findByRole('dialog', { name: 'Choose a country code' });
  await user.type(within(dialog).getByPlaceholderText('Search country or code'), '86');
  await user.click(within(dialog).getByRole('button', { name: country }));
}

/** Fills the registration tab by email up to the code (asked for and typed), ticking the agreement. */
async function registerByEmail(user: ReturnType<typeof userEvent.setup>, username: string, email: string, afterCodeSent?: () => void) {
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Choose a password'), 'secret12');
  await user.type(screen.getByLabelText('Repeat the password'), 'secret12');
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  expect(await screen.findByRole('button', { name: /Resend in \d+ s/ }, { timeout: 5000 })).toBeDisabled();
  afterCodeSent?.();
  await user.click(screen.getByRole('textbox', { name: 'Verification code' }));
  await user.keyboard('123456');
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeAll(() => {
  // The test DOM has no scrollIntoView; antd's code input scrolls itself into view on focus.
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => {
  resetResendCountdowns();
});
afterEach(() => {
  // antd's toasts and dialogs left open are closed by the shared clean-up (tests/setup-dom.ts),
  // inside act and once the page is gone: closing them here, with the page still mounted, let
  // the closed dialog's answer update it outside act.
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('login by SMS code', () => {
  it('sends a code, counts 60 s down, logs in and returns to the page that needed the login', async () => {
    // The countdown reads the clock; only the clock is faked, so it stands still unless the test
    // moves it. (With shouldAdvanceTime it followed the real one: on a loaded machine a second or
    // two passed before the first look, and 'Resend in 60 s' already read 59.)
    vi.useFakeTimers({ toFake: ['Date'] });
    const redirect = '/pages/business/order/orderList?status=paid';
    const { store, router } = renderWithProviders(null, { route: `${LOGIN}?redirect=${encodeURIComponent(redirect)}` });
    const user = makeUser();
    const sent = recordBodies('/api/sms/send');

    await chooseAreaCode(user, /China.*\+86/);
    expect(screen.getByRole('button', { name: 'Country code: +86' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '138 0013 8000');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    const waiting = await screen.findByRole('button', { name: `Resend in ${String(TIMEOUTS.resendCountdownS)} s` });
    expect(waiting).toBeDisabled();
    await waitFor(() => expect(sent).toEqual([{ mobile: '13800138000', area_code: '86', event: 'user_login' }]));
    expect(await screen.findByText('Code sent to +86 13800138000', {}, { timeout: 5000 })).toBeInTheDocument();

    vi.advanceTimersByTime(30_000);
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    vi.advanceTimersByTime(30_000);
    expect(await screen.findByRole('button', { name: 'Resend code' })).toBeEnabled();

    await user.click(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/orderList'));
    expect(router.state.location.search).toBe('?status=paid');
    const session = store.getState().session;
    expect(session['ba-user-token']).not.toBe('');
    expect(session.user_info?.userCode).toBeTruthy();
    expect(session.refresh_token).not.toBe('');
  });

  it('checks the number for its country before sending anything', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    const sent = recordBodies('/api/sms/send');
    await chooseAreaCode(user, /China.*\+86/);
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Enter a valid mobile number for +86')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('waits for the agreement to be ticked, and a wrong code keeps what was typed', async () => {
    const user = makeUser();
    const { store } = renderWithProviders(null, { route: LOGIN });
    const logins = recordBodies('/api/user/mobileLogin');
    await chooseAreaCode(user, /China.*\+86/);
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.click(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please read and agree to the User Agreement and the Privacy Policy first');
    expect(logins).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The server's own words (code 0) come up in a dialog; nothing typed is lost.
    expect(await screen.findByText('Send a verification code first')).toBeInTheDocument();
    expect(logins).toHaveLength(1);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(store.getState().session['ba-user-token']).toBe('');
  });
});

describe('what was typed, after a reload (the phone dropped the page while the shopper read the code elsewhere)', () => {
  const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

  it('the code login gives back the number and its country code, and forgets them once logged in', async () => {
    const user = makeUser();
    const first = renderWithProviders(null, { route: LOGIN });
    await chooseAreaCode(user, /China.*\+86/);
    await user.type(screen.getByLabelText('Mobile number'), '138 0013 8000');
    pageGone(first);

    const { router } = renderWithProviders(null, { route: LOGIN });
    expect(await ready()).toHaveAccessibleName('Country code: +86');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('138 0013 8000');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ }, { timeout: 5000 })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/user/user'));
    expect(drafts()).toEqual([]);
  });

  it('registration opens again on its tab with the name, the choice of email and the address; never the passwords', async () => {
    const user = makeUser();
    const first = renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'pearlshop');
    await user.type(screen.getByLabelText('Choose a password'), 'secret12');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'pearl@shop.example');
    pageGone(first);
    expect(Object.values(sessionStorage).join()).not.toContain('secret12');

    // The mobile field must not stand in for the email one while the form mounts.
    let mobileShown = false;
    const watcher = new MutationObserver(() => {
      mobileShown ||= [...document.querySelectorAll('label')].some((label) => label.textContent === 'Mobile number');
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    renderWithProviders(null, { route: LOGIN });
    expect(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 })).toHaveValue('pearl@shop.example');
    watcher.disconnect();
    expect(mobileShown).toBe(false);
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Username')).toHaveValue('pearlshop');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByLabelText('Choose a password')).toHaveValue('');
  });
});

describe('login by password', () => {
  it('checks the password rules inline, in the shopper’s language', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Username, email or mobile'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    expect(await screen.findByText('The password must be 6 to 32 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'abc<def>');
    await user.tab();
    expect(await screen.findByText('The password cannot contain & < > " or \'')).toBeInTheDocument();
  });

  it('logs in kept (a refresh token is issued) and ignores a redirect to another site', async () => {
    const user = makeUser();
    const { store, router } = renderWithProviders(null, { route: `${LOGIN}?redirect=${encodeURIComponent('https://evil.example/steal')}` });
    const checkIns = recordBodies('/api/user/checkIn');
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Username, email or mobile'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/user/user'));
    expect(checkIns).toEqual([{ tab: 'login', username: 'demo', password: 'demo1234', keep: true }]);
    expect(store.getState().session.refresh_token).not.toBe('');
  });

  it('leads a shopper who forgot the password to the code login, and says why', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('tab', { name: 'Code', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No password needed');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it('cannot be sent twice while the first login is on its way', async () => {
    let calls = 0;
    // The answer waits until the extra clicks are done, however slow the machine: a fixed delay let a
    // loaded CI finish the first login between the clicks, and a later click then rightly sent again.
    const clicksDone = deferred();
    server.use(
      http.post('*/api/user/checkIn', async () => {
        calls += 1;
        await clicksDone.promise;
        return HttpResponse.json({ code: 0, msg: 'Incorrect username or password', time: 0, data: null });
      }),
    );
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Username, email or mobile'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await user.dblClick(submit);
    await user.click(submit);
    clicksDone.resolve();
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });
});

describe('registration', () => {
  it('asks for a valid username, matching passwords and a code', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), '1shop');
    await user.type(screen.getByLabelText('Choose a password'), 'secret12');
    await user.type(screen.getByLabelText('Repeat the password'), 'secret13');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use 3 to 16 letters, digits or _, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
  });

  it('holds a username to the rule’s 16 characters, and its counter says so', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), `pearl${'x'.repeat(30)}`);
    expect(screen.getByLabelText('Username')).toHaveValue(`pearl${'x'.repeat(11)}`);
    expect(screen.getByText('16 of 16 characters')).toBeInTheDocument();
  });

  it('holds an e-mail, and the login name, to the 100 characters the server keeps', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: LOGIN });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    const account = screen.getByLabelText('Username, email or mobile');
    await user.click(account);
    await user.paste('a'.repeat(140));
    expect(account).toHaveValue('a'.repeat(100));
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.paste(`${'e'.repeat(130)}@shop.example`);
    expect(email).toHaveValue('e'.repeat(100));
    expect(email).toHaveAccessibleDescription('100 of 100 characters');
  });

  it('registers by email with an email code and is logged in', async () => {
    const user = makeUser();
    const { store, router } = renderWithProviders(null, { route: LOGIN });
    const checkIns = recordBodies('/api/user/checkIn');
    // Switching the form to email must not change a watched field's name (rc-field-form warns).
    const errors = vi.spyOn(console, 'error');
    onTestFinished(() => {
      errors.mockRestore();
    });
    const toasts: unknown[] = [];
    store.subscribe(() => {
      const latest = store.getState().ui.toasts.at(-1);
      if (latest && !toasts.includes(latest.text)) toasts.push(latest.text);
    });
    await ready();
    await registerByEmail(user, 'pearlshop', 'pearl@shop.example', () => {
      // The toast itself is antd's, drawn outside the React root; the event behind it is checked here.
      expect(toasts).toContainEqual({ message: expect.objectContaining({ id: 'login.code_sent_email' }) as unknown, values: { email: 'pearl@shop.example' } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/user/user'));
    expect(checkIns[0]).toMatchObject({ tab: 'register', username: 'pearlshop', registerType: 'email', email: 'pearl@shop.example', keep: true });
    expect(store.getState().session.user_info?.username).toBe('pearlshop');
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('useWatch'));
  });

  it('credits the friend whose share link brought the shopper: the new account joins their invite list', async () => {
    const sharer = (await loginDemo()).userInfo;
    const invitedBefore = (await ok('/api/Account/getInviteLog', { page: 1, limit: 50 }, { token: sharer.token })).total;
    const user = makeUser();
    const { router } = renderWithProviders(null, { route: LOGIN, preloadedState: { session: { sharer_user_code: sharer.userCode } } });
    const checkIns = recordBodies('/api/user/checkIn');
    await ready();
    await registerByEmail(user, 'friendshop', 'friend@shop.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/user/user'));
    expect(checkIns[0]).toMatchObject({ tab: 'register', inviter_id: sharer.userCode });
    const invited = await ok('/api/Account/getInviteLog', { page: 1, limit: 50 }, { token: sharer.token });
    expect(invited.total).toBe(invitedBefore + 1);
  });
});

describe('other ways in', () => {
  it('offers neither Google without a client id nor WeChat outside the WeChat browser', async () => {
    renderWithProviders(null, { route: LOGIN });
    await ready();
    expect(screen.getByRole('tab', { name: 'Code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with WeChat' })).not.toBeInTheDocument();
  });

  it("offers no Google from the server's configuration alone: the policy lets Google's script in only for builds that name a client id", async () => {
    renderWithProviders(null, {
      route: LOGIN,
      preloadedState: {
        sysConfig: { config: { google_client_id: '123.apps.googleusercontent.com' }, theme: { primary: '#b8860b', background: '#f6f4f0' }, script: 'other', clientType: 'H5', launchResolved: true, loaded: true },
      },
    });
    await ready();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows the demo account in demo mode and fills it in', async () => {
    const user = makeUser();
    renderWithProviders(null, {
      route: LOGIN,
      preloadedState: {
        sysConfig: {
          config: { demo: { username: 'demo', password: 'demo1234', mobile: '+86 13800138000', area_code: '86', sms_code: '123456', email_code: '123456' } },
          theme: { primary: '#b8860b', background: '#f6f4f0' },
          script: 'other',
          clientType: 'H5',
          launchResolved: true,
          loaded: true,
        },
      },
    });
    expect(await screen.findByText(/Log in with mobile \+86 13800138000 and code 123456/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Fill in the demo account' })[0]);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(screen.getByRole('button', { name: 'Country code: +86' })).toBeInTheDocument();
  });

  it('sends a logged-in shopper straight on', async () => {
    const { router } = renderWithProviders(null, {
      route: `${LOGIN}?redirect=${encodeURIComponent('/pages/business/user/setUp/setUp')}`,
      preloadedState: { session: { 'ba-user-token': 'tok', user_info: null } as never },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/user/setUp/setUp'));
    // Where they land: the settings page itself, drawn (not only its address).
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
