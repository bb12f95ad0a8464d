import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { chromiumPath, E2E_FEATURES_SWITCH, HEADLESS_FLAGS } from './chromium-path';
import { PHONE, screenshot, waitForApp } from './harness';
import { watchPolicyViolations } from './policy-violations';
import { releasePrecached } from './shop-steps';

/**
 * The installable, offline shop (issue 16) on the production build: the browser finds nothing
 * missing to install it (Lighthouse 12 has no PWA category; Chromium's own check through the
 * DevTools protocol instead), and after one visit a reload with the network gone starts the shop
 * from the service worker's cache instead of the browser's error page.
 *
 * Then a new release is deployed: the tab says so and swaps only on the shopper's tap.
 *
 * A profile of its own rather than the harness's contexts: those are incognito, and Chromium never
 * installs an app from incognito ('in-incognito' is its first installability error there).
 */
describe('the shop as an installed app', () => {
  it('is installable, and after one visit an offline reload shows the home shell from the cache', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'acc-plus-pwa-'));
    // A copy of the build on a server of its own, because this test deploys a new release into it:
    // rewritten in the build the other files' tabs were using, /sw.js was once read half written
    // by a tab of the pseudo-locale walk running beside it ("ServiceWorker script evaluation
    // failed", then no demo backend: CI139).
    const site = mkdtempSync(path.join(tmpdir(), 'acc-plus-pwa-site-'));
    cpSync(inject('distDir'), site, { recursive: true });
    const server = await preview({ root: path.resolve(import.meta.dirname, '../..'), build: { outDir: site }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' });
    const workerFile = path.join(site, 'sw.js');
    const deployed = readFileSync(workerFile, 'utf8');
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: [...HEADLESS_FLAGS, E2E_FEATURES_SWITCH],
      viewport: PHONE,
      deviceScaleFactor: 1,
      hasTouch: true,
      locale: 'en-US',
      baseURL: server.resolvedUrls?.local[0],
    });
    try {
      await watchPolicyViolations(context);
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(ROUTES.home);
      await waitForApp(page);
      await page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first().waitFor();
      // The worker controls the page (in a demo build it also answered the calls above).
      await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);

      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      // The shopper's language's manifest (English here), the only one the page links (the
      // document host adds it; a default one in index.html was read first now and then, CI60).
      expect(manifest.url).toMatch(/\/manifest\.en\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);

      // One more page of the visit, then the network goes.
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Categories', { exact: true }).click();
      await page.getByRole('navigation', { name: 'Categories' }).waitFor();
      // A second page: the shop offers the install (the browser's own prompt was held), once.
      const offer = page.getByRole('complementary', { name: 'Add ACC+ to your home screen' });
      await offer.waitFor();
      await screenshot(page, 'pwa-install-offer-phone');
      await offer.getByRole('button', { name: 'Not now' }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('acc_install_answer'))).toBe('dismissed');
      // Back home, every build file this visit loaded is kept, those of its first moments too
      // (loaded before the worker controlled the page, then handed over: src/app/pwa/loaded-files.ts).
      const recommended = page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first();
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Home', { exact: true }).click();
      await recommended.waitFor();
      // Polled from here: page.waitForFunction takes a promise for a true value (an async
      // predicate passes at once), so it cannot wait on Cache Storage.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const files = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.startsWith('/assets/'));
              // Matched as the worker matches them: a module script's request carries Origin, and
              // vite preview answers `Vary: Origin` (src/service-worker/shop-worker.ts).
              const kept = await Promise.all(files.map(async (file) => ((await caches.match(file, { ignoreVary: true })) ? null : file)));
              return kept.filter(Boolean);
            }),
          { timeout: 30_000, interval: 500, message: 'build files this visit loaded and the worker has not kept' },
        )
        .toEqual([]);

      await releasePrecached(page);
      await context.setOffline(true);
      // The worker's own fetches are cut too: a build file it has not kept cannot be had.
      expect(await page.evaluate(() => fetch('/assets/offline-probe.js').then(() => 'reached', () => 'offline'))).toBe('offline');
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await waitForApp(page);
      // The home shell and, in a demo build, its goods (the demo answers from inside the worker).
      await recommended.waitFor();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await screenshot(page, 'pwa-offline-home-phone');

      // A new release is deployed (the worker's bytes change with any file of a release). The tab
      // learns of it (here at once rather than at its next half-hourly check) and says so;
      // nothing changes under the shopper until the tap.
      await context.setOffline(false);
      writeFileSync(workerFile, `${deployed}\n// a later release\n`);
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      const announced = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await announced.waitFor();
      await screenshot(page, 'pwa-new-version-phone');
      expect(loads).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state))).toBe('installed');
      await announced.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
      await waitForApp(page);
      // The new release took over: nothing waits any more, and nothing is announced.
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting))).toBeNull();
      expect(await announced.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
      rmSync(site, { recursive: true, force: true });
    }
  });
});
