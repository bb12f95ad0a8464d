import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';

/**
 * The installable, offline shop (issue 16) on the production build: the browser finds nothing
 * missing to install it (Lighthouse 12 has no PWA category; Chromium's own check through the
 * DevTools protocol instead), and after one visit a reload with the network gone starts the shop
 * from the service worker's cache instead of the browser's error page.
 */
const browser = sharedBrowser();

describe('the shop as an installed app', () => {
  it('is installable, and after one visit an offline reload shows the home shell from the cache', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await page.goto(ROUTES.home);
    await waitForApp(page);
    await page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first().waitFor();
    // The worker controls the page (in a demo build it also answered the calls above).
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);

    // One more page of the visit, then the network goes.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Categories', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Categories' }).waitFor();
    await context.setOffline(true);
    // The worker's own fetches are cut too: a build file it has not kept cannot be had.
    expect(await page.evaluate(() => fetch('/assets/offline-probe.js').then(() => 'reached', () => 'offline'))).toBe('offline');

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.getByRole('navigation', { name: 'Categories' }).waitFor();
    await screenshot(page, 'pwa-offline-reload-phone');

    await page.goto(ROUTES.home);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Home', { exact: true }).waitFor();
    await screenshot(page, 'pwa-offline-home-phone');
    expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
    await context.close();
  });
});
