import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { ROUTES } from '@/lib/routes';
import { letTimePass } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { recordRequests } from '@tests/request-recorder';

const LONG = { timeout: 10_000 };

/** The demo's batches of a slot, the first of them on now and ending at `endsAt`. */
function firstBatchEndsAt(endsAt: number) {
  server.use(
    http.post('*/api/commodity/batchList', async ({ request }) => {
      const answer = await getResponse(handlers, request);
      if (!answer) throw new Error('the demo did not answer batchList');
      const body = (await answer.json()) as { data: { list: { status: string; end_time: number }[] } };
      body.data.list = body.data.list.map((batch, i) => (i === 0 ? { ...batch, status: 'ongoing', end_time: endsAt } : batch));
      return HttpResponse.json(body);
    }),
  );
}

describe('a batch whose countdown has run out', () => {
  it('asks for the new status again when home is shown again, and home stays', async () => {
    // The server's clock is a little behind the phone's: it still says the batch is on, though
    // its end has passed here, so the countdown stands at zero after asking once.
    firstBatchEndsAt(Math.floor(Date.now() / 1000) - 5);
    const slots = recordRequests('/api/commodity/batchTimeList');
    const { user } = renderWithProviders(null, { route: ROUTES.home });
    const batches = await screen.findByRole('region', { name: 'Wholesale batches' }, LONG);
    expect(await within(batches).findByText('00:00:00', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(slots.bodies).toHaveLength(2), LONG);

    // The shopper looks at the cart (home is kept, hidden) and comes back.
    await user.click(screen.getByRole('link', { name: /^Cart/ }));
    await screen.findByRole('heading', { level: 1, name: 'Cart' }, LONG);
    await letTimePass(500);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    // Shown again, the countdown asks once more; that call once threw (RTK Query's refetch before
    // the page's subscription was live again) and home's error boundary took over the page.
    await waitFor(() => expect(slots.bodies).toHaveLength(3), LONG);
    slots.stop();
    // The batches are still there (the failure had put nothing in their place).
    await letTimePass(300);
    expect(within(screen.getByRole('region', { name: 'Wholesale batches' })).getByText('00:00:00')).toBeVisible();
  });
});
