import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ROUTES } from '@/lib/routes';
import { dialogClosed, dialogRequested, uiSlice } from '@/state/ui-slice';
import { renderWithProviders } from '@tests/render';

const MAINTENANCE = 'The server is under maintenance. Please try again later.';
const RECOMMENDED_LOST = 'The recommendations could not be loaded.';
const gatewayDown = () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502 });
type Store = ReturnType<typeof renderWithProviders>['store'];
const callsOut = (store: Store) =>
  Object.values(store.getState().api.queries).flatMap((query) => (query?.status === QueryStatus.pending ? [query.endpointName] : []));

describe('identical error dialogs', () => {
  it('a home page whose catalogue calls all meet a 502 says so once, with one OK', async () => {
    server.use(http.post('*/api/commodity/*', gatewayDown), http.post('*/api/common/*', gatewayDown));
    const { store } = renderWithProviders(null, { route: ROUTES.home });
    // antd's dialog ignores the pointer while it zooms in, a frame the test DOM may not finish.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    const dialog = await screen.findByRole('dialog', { name: MAINTENANCE }, { timeout: 10_000 });
    // Home's lower sections mount one per task, and each asks again, as it subscribes, for the call
    // that failed. A failure that answers after OK is a new event and shows again (the next test), so
    // OK is pressed once the page has settled, as a shopper's would be: its last section says it
    // could not load, its own effects (which ask again) have run, and no call is still out.
    await waitFor(() => expect(screen.getByText(RECOMMENDED_LOST)).toBeVisible(), { timeout: 10_000 });
    await act(() => Promise.resolve());
    await waitFor(() => expect(callsOut(store)).toEqual([]), { timeout: 10_000 });
    expect(document.querySelectorAll('.adm-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'OK' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(store.getState().ui.dialogs).toEqual([]);
    // Nothing else was waiting behind it.
    await waitFor(() => expect(screen.queryAllByRole('dialog').filter((d) => d.checkVisibility())).toEqual([]));
  });

  it('merges in the reducer, so a replay of the same actions merges alike; a different text still queues', () => {
    const down = { kind: 'alert' as const, content: { message: { id: 'api.http_502' } } };
    const actions = [
      dialogRequested(down),
      dialogRequested(down),
      dialogRequested({ kind: 'alert', content: { raw: 'Coupon already used' } }),
      dialogRequested(down),
    ];
    let state = actions.reduce(uiSlice.reducer, uiSlice.getInitialState());
    expect(state.dialogs.map((d) => d.content)).toEqual([down.content, { raw: 'Coupon already used' }]);

    // Once closed, the same text may come again later: it is a new event then.
    state = uiSlice.reducer(state, dialogClosed({ key: state.dialogs[0].key, confirmed: true }));
    state = uiSlice.reducer(state, dialogRequested(down));
    expect(state.dialogs.map((d) => d.content)).toEqual([{ raw: 'Coupon already used' }, down.content]);
  });
});
