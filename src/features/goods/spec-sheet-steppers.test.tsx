import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { whenClickable } from '@tests/request-recorder';

const GOODS = 10001;
const PAGE = `/pages/business/goods/goodsInfo?id=${String(GOODS)}`;
const LONG = { timeout: 10_000 };

describe('spec steppers on a goods with several specs', () => {
  it('the first + on a spec fills what the minimum order still lacks, clamped to its stock; a typed 1 stays 1', async () => {
    const goods = await ok('/api/commodity/commodityDetails', { id: GOODS });
    const min = goods.min_order_qty;
    const low = goods.specs.find((s) => s.stock > 0 && s.stock < min);
    const plenty = goods.specs.filter((s) => s.stock >= min);
    const [first, second, third] = [plenty.at(0), plenty.at(1), plenty.at(2)];
    if (!low || !first || !second || !third || goods.specs.length < 2) throw new Error('seed changed: need a low spec and three plentiful ones');
    const { user } = renderWithProviders(null, { route: PAGE, preloadedState: await demoSession() });
    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);
    const bar = screen.getAllByRole('button', { name: 'Buy now' }).at(-1);
    if (!bar) throw new Error('no Buy now button');
    await user.click(bar);
    const sheet = within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
    const plus = (title: string) => within(sheet.getByRole('group', { name: `Quantity of ${title}` })).getByRole('button', { name: 'Increase quantity' });
    const box = (title: string) => sheet.getByRole('spinbutton', { name: `Quantity of ${title}` });

    // A low spec fills what it can…
    await user.click(plus(low.title));
    await waitFor(() => expect(box(low.title)).toHaveValue(String(low.stock)));
    // …the next spec's first + fills the rest of the minimum…
    await user.click(plus(first.title));
    await waitFor(() => expect(box(first.title)).toHaveValue(String(min - low.stock)));
    expect(sheet.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    // …and once the minimum is met, + adds one.
    await user.click(plus(second.title));
    await waitFor(() => expect(box(second.title)).toHaveValue('1'));
    await user.click(plus(first.title));
    await waitFor(() => expect(box(first.title)).toHaveValue(String(min - low.stock + 1)));

    // A number typed is taken as typed, even while the total is short.
    await user.clear(box(first.title));
    await user.clear(box(second.title));
    await user.clear(box(low.title));
    await user.type(box(third.title), '1');
    await user.tab();
    await waitFor(() => expect(sheet.getByText('1 pc selected')).toBeInTheDocument());
    expect(box(third.title)).toHaveValue('1');
  });
});
