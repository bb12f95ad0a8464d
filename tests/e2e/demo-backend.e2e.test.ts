import { describe, expect, it } from 'vitest';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';

const browser = sharedBrowser();

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
    expect(await page.getByText(/\$\d+\.\d{2}/).count()).toBeGreaterThan(0);
    await screenshot(page, 'demo-backend-phone-home');

    // The demo's state lives in the browser: it is still there after a reload.
    const saved = await page.evaluate(() => localStorage.getItem('acc-plus-demo-state')?.length ?? 0);
    expect(saved).toBeGreaterThan(0);
    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => localStorage.getItem('acc-plus-demo-state')?.length ?? 0)).toBeGreaterThan(0);
    await context.close();
  });
});
