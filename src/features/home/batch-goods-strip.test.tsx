import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '@mocks/testing/call';
import { renderWithProviders } from '@tests/render';
import { BatchGoodsStrip } from './batch-goods-strip';

const LONG = { timeout: 10_000 };

/**
 * Whether what is watched is near the screen: the test DOM has no layout, so an observer that
 * reports it, for the whole file (the shared observer of src/components/image-reveal.ts is made
 * anew for each file, from the IntersectionObserver of the moment).
 */
let onScreen = false;
const original = globalThis.IntersectionObserver;
const originalWidth = window.innerWidth;
beforeAll(() => {
  globalThis.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (onScreen) this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  // A 375 px phone: three cards on screen and part of a fourth.
  window.innerWidth = 375;
});
afterEach(() => {
  onScreen = false;
});
afterAll(() => {
  globalThis.IntersectionObserver = original;
  window.innerWidth = originalWidth;
});

/** The demo's first batch with more goods than a strip renders at first, and how many it has. */
async function aLongBatch(): Promise<{ id: number; title: string; goods: number }> {
  for (const slot of (await ok('/api/commodity/batchTimeList', {})).list) {
    for (const batch of (await ok('/api/commodity/batchList', { time_id: slot.id })).list) {
      const goods = (await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 20 })).list.length;
      if (goods > 5) return { id: batch.id, title: batch.title, goods };
    }
  }
  throw new Error('the demo has no batch with more than 5 goods');
}

async function renderStrip() {
  const batch = await aLongBatch();
  renderWithProviders(<BatchGoodsStrip batchId={batch.id} title={batch.title} />);
  const strip = await screen.findByRole('list', { name: `Goods in ${batch.title}` }, LONG);
  return { batch, strip };
}

describe('a batch’s goods strip', () => {
  it('renders the cards a phone can show and one more, and all of them once the shopper scrolls it', async () => {
    const { batch, strip } = await renderStrip();
    expect(within(strip).getAllByRole('link')).toHaveLength(5);
    fireEvent.scroll(strip);
    expect(within(strip).getAllByRole('link')).toHaveLength(batch.goods);
  });

  it('shows them all to a keyboard user tabbing into it', async () => {
    const { batch, strip } = await renderStrip();
    await userEvent.setup().tab();
    expect(within(strip).getAllByRole('link')[0]).toHaveFocus();
    expect(within(strip).getAllByRole('link')).toHaveLength(batch.goods);
  });

  it('fills in the rest a few at a time once it is near the screen, without being touched', async () => {
    onScreen = true;
    const { batch, strip } = await renderStrip();
    await waitFor(() => expect(within(strip).getAllByRole('link')).toHaveLength(batch.goods));
  });
});
