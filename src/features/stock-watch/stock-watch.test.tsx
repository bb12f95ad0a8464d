import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GoodsDetail } from '@/api/types';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { addWatch, readWatches } from '@/lib/stock-watches';
import { ok, ORIGIN } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { whenClickable } from '@tests/request-recorder';
import { outcomeOf } from './watch-outcome';

/** The demo's first goods always has a sold-out first spec (docs/demo-backend.md). */
const GOODS = 10001;
const LONG = { timeout: 10_000 };

async function soldOutSpec(): Promise<{ goods: GoodsDetail; spec: GoodsDetail['specs'][number] }> {
  const goods = await ok('/api/commodity/commodityDetails', { id: GOODS });
  const spec = goods.specs.find((s) => s.stock === 0);
  if (!spec) throw new Error('seed changed: goods 10001 has no sold-out spec');
  return { goods, spec };
}

async function restock(sku: string, quantity: number): Promise<void> {
  const res = await fetch(`${ORIGIN}/__demo/restock`, { method: 'POST', body: JSON.stringify({ sku, quantity }) });
  expect(((await res.json()) as { code: number }).code).toBe(1);
}

describe('stock watch', () => {
  it('a sold-out option is watched from the goods page, listed in Me › Stock watch, opened from there and removed', async () => {
    const state = await demoSession();
    const userId = state.session.user_info?.id ?? 0;
    const { goods, spec } = await soldOutSpec();
    const { user, router } = renderWithProviders(null, { route: links.goodsInfo(GOODS), preloadedState: state });
    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);
    await user.click(screen.getByRole('button', { name: /^Options/u }));
    const sheet = within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
    // A sold-out option has no stepper: it offers the watch instead.
    expect(sheet.queryByRole('spinbutton', { name: `Quantity of ${spec.title}` })).not.toBeInTheDocument();
    const watch = sheet.getByRole('button', { name: `Tell me when ${spec.title} is back` });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await user.click(watch);
    // The toast first: it goes after two seconds, which a loaded machine can spend on the rest.
    expect(await screen.findByText('We’ll tell you when it’s back in stock (Me › Stock watch)')).toBeInTheDocument();
    await waitFor(() => expect(watch).toHaveAttribute('aria-pressed', 'true'));
    expect(watch).toHaveTextContent('Watching');
    expect(readWatches(userId)).toMatchObject([{ goodsId: GOODS, specId: spec.id, title: goods.title, specTitle: spec.title, sku: spec.sku, state: 'watching' }]);

    // Me › Stock watch lists it.
    await act(() => router.navigate(ROUTES.user));
    await user.click(await screen.findByRole('link', { name: 'Stock watch' }, LONG));
    await screen.findByRole('heading', { level: 1, name: 'Stock watch' }, LONG);
    const list = within(await screen.findByRole('list', { name: 'Watched items' }));
    const item = list.getByRole('listitem');
    expect(item).toHaveTextContent(goods.title);
    expect(item).toHaveTextContent(spec.title);
    expect(item).toHaveTextContent(/Sold out · watching since/u);

    // Tapping it opens the goods; back, removing it empties the list.
    await user.click(within(item).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(links.goodsInfo(GOODS)));
    await act(() => router.navigate(-1));
    await screen.findByRole('list', { name: 'Watched items' }, LONG);
    await user.click(screen.getByRole('button', { name: `Stop watching ${goods.title} — ${spec.title}` }));
    expect(await screen.findByText('You are not watching anything')).toBeInTheDocument();
    expect(readWatches(userId)).toEqual([]);
  });

  it('a guest asking to be told is sent to log in first, and comes back to the goods', async () => {
    const { goods, spec } = await soldOutSpec();
    const { user, router } = renderWithProviders(null, { route: links.goodsInfo(GOODS) });
    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);
    await user.click(screen.getByRole('button', { name: /^Options/u }));
    const sheet = within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
    await user.click(sheet.getByRole('button', { name: `Tell me when ${spec.title} is back` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(links.goodsInfo(GOODS));
  });

  it('when the shop opens, a watched option that came back is told in a toast and marked back in the list; one still sold out stays watched', async () => {
    const state = await demoSession();
    const userId = state.session.user_info?.id ?? 0;
    const { goods, spec } = await soldOutSpec();
    addWatch(userId, { goodsId: GOODS, specId: spec.id, title: goods.title, specTitle: spec.title, sku: spec.sku });
    // Another goods, sold out through the demo and not restocked.
    const other = await ok('/api/commodity/commodityDetails', { id: 10002 });
    const otherSpec = other.specs.at(0);
    if (!otherSpec) throw new Error('seed changed: goods 10002 has no spec');
    await fetch(`${ORIGIN}/__demo/restock`, { method: 'POST', body: JSON.stringify({ specs_id: otherSpec.id, stock: 0 }) });
    addWatch(userId, { goodsId: other.id, specId: otherSpec.id, title: other.title, specTitle: otherSpec.title });
    await restock(spec.sku, 40);

    renderWithProviders(null, { route: ROUTES.stockWatch, preloadedState: state });
    expect(await screen.findByText(`Back in stock: ${goods.title} — ${spec.title}`, undefined, LONG)).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Watched items' }));
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent(/Back in stock since .+ · 40 pieces/u));
    expect(list.getAllByRole('listitem')[1]).toHaveTextContent(/Sold out · watching since/u);
    expect(readWatches(userId).map((w) => [w.goodsId, w.state, w.stock])).toEqual([
      [other.id, 'watching', undefined],
      [GOODS, 'back', 40],
    ]);
    expect(screen.getByRole('button', { name: 'Remove those back in stock or no longer sold' })).toBeInTheDocument();
  });
});

describe('what an answer means for the watches', () => {
  const goods = {
    id: 1,
    title: 'Pearl drop',
    status: 'on_sale',
    specs: [
      { id: 11, title: 'Gold / 7', stock: 0, sku: 'A-11' },
      { id: 12, title: 'Gold / 8', stock: 5, sku: 'A-12' },
    ],
  } as unknown as GoodsDetail;
  const base = { goodsId: 1, title: 'old name', since: 1, state: 'watching' as const };

  it('a spec with stock on a goods on sale is back; one without stays watched; a spec gone from the goods is gone', () => {
    const { updates, back } = outcomeOf(
      [
        { ...base, specId: 11 },
        { ...base, specId: 12 },
        { ...base, specId: 13 },
        { ...base, specId: 12, state: 'back' },
      ],
      goods,
    );
    expect(back.map((w) => [w.specId, w.stock, w.title])).toEqual([[12, 5, 'Pearl drop']]);
    expect(updates.get('1:11')).toEqual({ title: 'Pearl drop', specTitle: 'Gold / 7', sku: 'A-11' });
    expect(updates.get('1:13')).toEqual({ state: 'gone', title: 'Pearl drop' });
  });

  it('a goods watched as a whole is back when any spec has stock, not while it is off the shelf; a goods the server no longer knows is gone', () => {
    expect(outcomeOf([base], goods).back).toMatchObject([{ state: 'back', stock: 5 }]);
    expect(outcomeOf([base], { ...goods, status: 'off_shelf' }).back).toEqual([]);
    expect(outcomeOf([base, { ...base, specId: 11 }], null).updates).toEqual(
      new Map([
        ['1:*', { state: 'gone' }],
        ['1:11', { state: 'gone' }],
      ]),
    );
  });
});
