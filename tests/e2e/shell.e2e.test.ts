import { describe, expect, it } from 'vitest';
import { openContext, PHONE, screenshot, sharedBrowser, VIEWPORTS, waitForApp } from './harness';

const TABS = [
  { name: 'Home', path: '/pages/tabbar/home/home' },
  { name: 'Categories', path: '/pages/tabbar/class/class' },
  { name: 'Messages', path: '/pages/tabbar/msg/msg' },
  { name: 'Cart', path: '/pages/tabbar/cart/cart' },
  { name: 'Me', path: '/pages/tabbar/user/user' },
];

const browser = sharedBrowser();

describe.each(VIEWPORTS)('the built app on a %s', (label, viewport) => {
  it('boots from / to home and opens every tab', async () => {
    const { context, page, errors } = await openContext(browser(), viewport);
    await page.goto('/');
    await waitForApp(page);
    await page.waitForURL('**/pages/tabbar/home/home');
    expect(await page.title()).toBe('ACC+ Jewelry Wholesale');

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const box = await menu.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(50);
    const expectedWidth = Math.min(viewport.width, 960);
    expect(box?.width).toBe(expectedWidth);
    expect(box?.x).toBe((viewport.width - expectedWidth) / 2);

    for (const tab of TABS) {
      await menu.getByText(tab.name, { exact: true }).click();
      await page.waitForURL(`**${tab.path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, `shell-${label}-${tab.path.split('/').pop() ?? ''}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('unknown paths', () => {
  it('show the not-found page with a way home', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    await page.goto('/pages/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'shell-phone-not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/pages/tabbar/home/home');
    await context.close();
  });
});
