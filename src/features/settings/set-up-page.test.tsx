import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { commonApi } from '@/api/common/endpoints';
import { APP_COMMIT } from '@/lib/build-info';
import { APP_VERSION } from '@/lib/constants';
import { demoSession } from '@tests/demo-session';
import { expectedConsole } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

const SET_UP = '/pages/business/user/setUp/setUp';

/** antd's dialogs ignore the pointer while they animate in, which the test DOM does not always finish. */
const makeUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('settings: language', () => {
  it('switches to French: every visible string changes without a reload, and the choice persists', async () => {
    let packsAsked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/common/getLang')) void request.clone().json().then((b: { lang: string }) => (packsAsked = [...packsAsked, b.lang]));
    });
    const user = makeUser();
    const { store, persistor } = renderWithProviders(null, { route: SET_UP });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Français' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByText('Vider le cache')).toBeInTheDocument();
    expect(screen.queryByText('Clear cache')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();

    expect(store.getState().lang).toMatchObject({ lang: 'fr', lang_name: 'Français' });
    await waitFor(() => expect(packsAsked).toContain('fr'));
    await persistor.flush();
    // Under the spec's own keys (section 3), as the uni-app client reads them.
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(localStorage.getItem('lang_name')).toBe('Français');
    server.events.removeAllListeners();
  });

  it('keeps the local catalogue when the server pack fails', async () => {
    server.use(http.post('*/api/common/getLang', () => HttpResponse.json({ code: 0, msg: 'down', time: 0, data: null })));
    const warn = expectedConsole('warn');
    const user = makeUser();
    renderWithProviders(null, { route: SET_UP });
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('language pack unavailable, using the local catalogue', expect.objectContaining({ msg: 'down' }));
  });
});

describe('settings: cache and session', () => {
  it('clears the cached answers and says so, keeping the session', async () => {
    const preloadedState = await demoSession();
    const user = makeUser();
    const { store } = renderWithProviders(null, { route: SET_UP, preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
    await store.dispatch(commonApi.endpoints.helpCenter.initiate(undefined, { subscribe: false }));
    expect(commonApi.endpoints.helpCenter.select()(store.getState()).data).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Clear cache' }));
    expect(await screen.findByText('Cache cleared', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(commonApi.endpoints.helpCenter.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().session['ba-user-token']).not.toBe('');
  });

  it('logs out after a confirmation: session and cache cleared, the server told with the refresh token', async () => {
    const preloadedState = await demoSession();
    const refreshToken = preloadedState.session.refresh_token;
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/user/logout')) void request.clone().json().then((b: unknown) => bodies.push(b));
    });
    const user = makeUser();
    const { store, router } = renderWithProviders(null, { route: SET_UP, preloadedState: { ...preloadedState, cart: { carNum: 3 }, unread: { msgNum: 16 } } });
    await user.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/user/user'));
    expect(store.getState().session.user_info).toBeNull();
    expect(store.getState().session['ba-user-token']).toBe('');
    expect(bodies).toEqual([{ refreshToken }]);
    expect(await screen.findByRole('link', { name: 'Log in or register' }, { timeout: 10_000 })).toBeInTheDocument();
    // The account's badges went with it: a logged-out tab bar counts nothing.
    expect(store.getState().cart.carNum).toBe(0);
    expect(store.getState().unread.msgNum).toBe(0);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).not.toHaveTextContent(/\d/);
    server.events.removeAllListeners();
  });
});

describe('settings: about this build', () => {
  it('names the version and commit under About, in the chosen language', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: SET_UP });
    const about = await screen.findByRole('heading', { name: 'About' }, { timeout: 10_000 });
    const card = about.closest('.adm-list') as HTMLElement;
    expect(within(card).getByText(`Version ${APP_VERSION} (${APP_COMMIT})`)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByText(`版本 ${APP_VERSION}（${APP_COMMIT}）`)).toBeInTheDocument();
  });
});
