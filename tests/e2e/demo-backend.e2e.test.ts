import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';

const browser = sharedBrowser();

/** The length of the demo state its service worker saved (mocks/idb-state.ts), 0 when none. */
function savedDemoState(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('acc-plus-demo');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('kv').objectStore('kv').get('acc-plus-demo-state');
            get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result.length : 0);
            get.onerror = () => resolve(0);
          } catch {
            resolve(0); // no store yet: nothing saved
          }
        };
      }),
  );
}

describe('the built app on the embedded demo backend (what `npm start` serves)', () => {
  it('shows the shop with goods and their pictures, and keeps demo state across a reload', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    await page.goto('/');
    await waitForApp(page);
    await page.waitForURL('**/pages/tabbar/home/home');

    // Goods cards with prices and drawn pictures (the demo's SVGs, no network).
    await page.waitForFunction(
      () => [...document.images].filter((img) => img.src.startsWith('data:image/svg') && img.complete && img.naturalWidth > 0).length >= 4,
      null,
      { timeout: 30_000 },
    );
    const pictures = await page.evaluate(
      () => [...document.images].filter((img) => img.src.startsWith('data:image/svg') && img.naturalWidth > 0).length,
    );
    expect(pictures).toBeGreaterThanOrEqual(4);
    // Prices are on the goods below the first screen, whose chunk comes once the banner has painted.
    await page.getByText(/\$\d+\.\d{2}/).first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(/\$\d+\.\d{2}/).count()).toBeGreaterThan(0);
    await screenshot(page, 'demo-backend-phone-home');

    // The demo's state lives in the browser (its service worker's IndexedDB): it is still there after a reload.
    expect(await savedDemoState(page)).toBeGreaterThan(0);
    await page.reload();
    await waitForApp(page);
    expect(await savedDemoState(page)).toBeGreaterThan(0);
    await context.close();
  });
});

describe("the demo's drawn pictures", () => {
  it('every banner, batch and promotion title fits inside its picture, in every language', async () => {
    const { banners } = await import('@mocks/data/site');
    const { activities, batchesOf, batchTimeSlots } = await import('@mocks/data/marketing');
    const { DEMO_LOCALES } = await import('@mocks/lib/locale');
    const now = Date.now();
    const pictures = DEMO_LOCALES.flatMap((locale) => [
      ...(['home', 'class', 'user'] as const).flatMap((position) => banners(position, locale).map((b) => b.image)),
      ...activities(now, locale).map((a) => a.image),
      ...batchTimeSlots(now).flatMap((slot) => batchesOf(slot, locale).map((b) => b.batch.image)),
    ]);
    // The pictures' own markup, measured with chromium's fonts: the title's right edge against the picture's.
    // svgDataUrl escapes only '#', '<' and '>' (mocks/data/images.ts).
    const markup = pictures.map((url) => url.slice(url.indexOf(',') + 1).replace(/%23/g, '#').replace(/%3C/g, '<').replace(/%3E/g, '>'));
    const { context, page } = await openContext(browser(), PHONE);
    await page.setContent('<!doctype html><body></body>');
    const overflowing = await page.evaluate((svgs) => {
      const out: string[] = [];
      for (const svg of svgs) {
        const holder = document.createElement('div');
        holder.innerHTML = svg;
        document.body.append(holder);
        const root = holder.querySelector('svg');
        const text = root?.querySelector('text');
        if (root && text) {
          const right = text.getBBox().x + text.getBBox().width;
          if (right > root.viewBox.baseVal.width) out.push(`${text.textContent}: ${String(Math.round(right))} > ${String(root.viewBox.baseVal.width)}`);
        }
        holder.remove();
      }
      return out;
    }, markup);
    expect(markup.length).toBeGreaterThan(50);
    expect(overflowing).toEqual([]);
    await context.close();
  });
});
