import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoodsDetail } from '@/api/types';
import { links } from '@/lib/links';
import { ok } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { whenClickable } from '@tests/request-recorder';

const LONG = { timeout: 10_000 };
// Grouped as the shop writes English amounts ("$2,065.18"): the pieces left, and so the amounts,
// grow with the demo's clock.
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (price: string) => Math.round(Number(price) * 100);

/** A goods of a running batch whose batch price beats its first tier, and that batch. */
async function batchGoods() {
  const slot = (await ok('/api/commodity/batchTimeList', {})).list.find((s) => s.status === 'ongoing');
  if (!slot) throw new Error('no running slot at the test time');
  for (const batch of (await ok('/api/commodity/batchList', { time_id: slot.id })).list) {
    for (const entry of (await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 100 })).list) {
      const goods: GoodsDetail = await ok('/api/commodity/commodityDetails', { id: entry.id });
      const tier = goods.price_tiers.at(0);
      const left = entry.batch_stock - entry.sold;
      const spec = goods.specs.find((s) => s.stock > left && s.stock >= goods.min_order_qty);
      if (tier && cents(entry.batch_price) < cents(tier.price) && left >= goods.min_order_qty && spec) return { batch, entry, goods, tier, left, spec };
    }
  }
  throw new Error('seed changed: no batch goods cheaper than its first tier with pieces left');
}

describe('goods page reached from a batch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the batch price, pieces left and countdown, and estimates at the batch price while the batch has the pieces', async () => {
    // 12:00 at the shop (UTC+8): the 10:00 slot runs. Only the date is faked; timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    const noon = new Date();
    noon.setUTCHours(4, 0, 0, 0);
    vi.setSystemTime(noon);
    const { batch, entry, goods, tier, left, spec } = await batchGoods();
    const { user } = renderWithProviders(null, { route: links.goodsInfo(goods.id, batch.id), preloadedState: await demoSession() });

    const banner = within(await screen.findByRole('region', { name: 'Batch price' }, LONG));
    expect(banner.getByText(money(Number(entry.batch_price)))).toBeInTheDocument();
    expect(banner.getByText(`${String(left)} pcs left`)).toBeInTheDocument();
    expect(banner.getByRole('timer')).toHaveTextContent(/\d\d:\d\d:\d\d/);

    const bar = screen.getAllByRole('button', { name: 'Buy now' }).at(-1);
    if (!bar) throw new Error('no Buy now button');
    await user.click(bar);
    const sheet = within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
    const box = sheet.getByRole('spinbutton', { name: `Quantity of ${spec.title}` });
    await user.clear(box);
    await user.type(box, String(goods.min_order_qty));
    await user.tab();
    await waitFor(() => expect(sheet.getByText(money((cents(entry.batch_price) * goods.min_order_qty) / 100))).toBeInTheDocument());

    // More than the batch has left: the wholesale tier prices it, as the shop would.
    const over = left + 1;
    const overTier = goods.price_tiers.filter((t) => t.min_qty <= over).at(-1) ?? tier;
    await user.clear(box);
    await user.type(box, String(over));
    await user.tab();
    await waitFor(() => expect(sheet.getByText(money((cents(overTier.price) * over) / 100))).toBeInTheDocument());
  });
});
