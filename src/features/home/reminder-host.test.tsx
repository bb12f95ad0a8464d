import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderWithProviders } from '@tests/render';
import { resetReminders } from './reminders';

const SET_UP = '/pages/business/user/setUp/setUp';
const HOME = '/pages/tabbar/home/home';
const LONG = { timeout: 10_000 };

afterEach(() => {
  resetReminders();
  localStorage.removeItem('acc_reminders');
  vi.useRealTimers();
});

function remember(reminders: { key: string; title: unknown; start: number }[]) {
  localStorage.setItem('acc_reminders', JSON.stringify(reminders));
  resetReminders();
}

/** Every toast text shown while the test runs (antd's toast itself closes on its own). */
function toastsOf(store: { subscribe: (f: () => void) => () => void; getState: () => { ui: { toasts: { text: unknown }[] } } }) {
  const shown: unknown[] = [];
  store.subscribe(() => {
    const toast = store.getState().ui.toasts.at(-1);
    if (toast && !shown.includes(toast.text)) shown.push(toast.text);
  });
  return shown;
}

describe('remind-me', () => {
  it('fires on whatever page is open, not only on the home tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Math.floor(Date.now() / 1000);
    remember([{ key: 'batch:11', title: 'Morning batch', start: now + 3 }]);
    const { store } = renderWithProviders(null, { route: SET_UP });
    const shown = toastsOf(store);
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LONG);
    expect(shown).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    await waitFor(() => expect(shown).toContainEqual({ message: expect.objectContaining({ id: 'home.reminder_started' }) as unknown, values: { title: 'Morning batch' } }));
    expect(JSON.parse(localStorage.getItem('acc_reminders') ?? '[]')).toEqual([]);
  });

  it('tells a start missed while the shop was closed on the next visit, and forgets one over a day old', async () => {
    const now = Math.floor(Date.now() / 1000);
    remember([
      { key: 'activity:2', title: 'Pearl week', start: now - 600 },
      { key: 'activity:3', title: 'Last month’s sale', start: now - 2 * 86400 },
    ]);
    const { store } = renderWithProviders(null, { route: SET_UP });
    const shown = toastsOf(store);
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LONG);
    // The reminders load once the page is on screen (AFTER_FIRST_SCREEN_MS).
    await waitFor(() => expect(localStorage.getItem('acc_reminders')).toBe('[]'), LONG);
    const texts = [...shown, store.getState().ui.toasts.at(-1)?.text];
    expect(texts).toContainEqual({ message: expect.objectContaining({ id: 'home.reminder_missed' }) as unknown, values: { title: 'Pearl week', time: expect.stringMatching(/\d\d:\d\d/) as unknown } });
    expect(JSON.stringify(texts)).not.toContain('Last month');
  });

  it('turns off when tapped again', async () => {
    const now = Math.floor(Date.now() / 1000);
    server.use(
      http.post('*/api/commodity/activityList', () =>
        HttpResponse.json({
          code: 1,
          msg: '',
          data: {
            list: [{ id: 1, title: 'Pearl drop', image: '', description: '', start_time: now + 3600, end_time: now + 7200, status: 'upcoming', link_type: 'none', link: '' }],
          },
        }),
      ),
    );
    const { user } = renderWithProviders(null, { route: HOME });
    const promotions = within(await screen.findByRole('region', { name: 'Promotions' }, LONG));
    await user.click(promotions.getByRole('button', { name: 'Remind me' }));
    expect(JSON.parse(localStorage.getItem('acc_reminders') ?? '[]')).toHaveLength(1);
    await user.click(promotions.getByRole('button', { name: 'Reminder on', pressed: true }));
    expect(promotions.getByRole('button', { name: 'Remind me', pressed: false })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('acc_reminders') ?? '[]')).toEqual([]);
  });

  it('boots and tells the others when a stored reminder’s title is not text (it showed the router’s error page)', async () => {
    const now = Math.floor(Date.now() / 1000);
    remember([
      { key: 'k1', title: { a: 1 }, start: now - 60 },
      { key: 'k2', title: 'Pearl week', start: now - 60 },
    ]);
    const { store } = renderWithProviders(null, { route: HOME });
    const shown = toastsOf(store);
    expect(await screen.findByRole('heading', { level: 1 }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(shown).toContainEqual(expect.objectContaining({ values: expect.objectContaining({ title: 'Pearl week' }) as unknown })), LONG);
    expect(screen.queryByText(/Unexpected Application Error|Objects are not valid/)).not.toBeInTheDocument();
  });
});
