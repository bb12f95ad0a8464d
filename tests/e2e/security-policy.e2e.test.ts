import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { headersRecord, productionEnv, RECORDED_HEADERS } from '../../scripts/deploy-headers';
import { securityHeaders } from '../../scripts/security-headers';
import { baseUrl, openContext, PHONE, sharedBrowser, waitForApp } from './harness';
import { takePolicyViolations, type PolicyViolation } from './policy-violations';
import { DEEP_LINK, expectSecurityHeaders, get } from './served-checks';
import { logIn } from './shop-steps';

/**
 * The Content-Security-Policy every browser test runs under: vite preview sends the headers
 * scripts/security-headers.ts makes for this build (as deploy/ does), the harness notices what the
 * policy refuses (so a clean run means something), and every route of the shop runs under it.
 */

const browser = sharedBrowser();
const wanted = securityHeaders(productionEnv());

describe('security headers on vite preview', () => {
  it('are the generated ones, on the page and on assets', async () => {
    const page = await get(baseUrl() + DEEP_LINK, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, wanted, DEEP_LINK);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1] ?? '';
    expectSecurityHeaders(await get(baseUrl() + asset), wanted, asset);
  });

  it('are those of the build served, whatever the environment of the preview says', async () => {
    // A build made for an API on another origin, previewed from an environment that names none.
    const built = { VITE_API_BASE: 'https://api.example.com' };
    const outDir = mkdtempSync(path.join(tmpdir(), 'acc-plus-preview-'));
    mkdirSync(path.join(outDir, '.vite'));
    writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>build</title>');
    writeFileSync(path.join(outDir, RECORDED_HEADERS), headersRecord(built));
    const server = await preview({ root: path.resolve(import.meta.dirname, '../..'), build: { outDir }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
    try {
      const address = server.httpServer.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const answer = await get(`http://127.0.0.1:${String(port)}${DEEP_LINK}`, { accept: 'text/html' });
      expect(answer.status).toBe(200);
      expectSecurityHeaders(answer, securityHeaders(built), 'a build for https://api.example.com');
      expect(answer.headers['content-security-policy']).toContain("connect-src 'self' https://api.example.com;");
    } finally {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the policy in the browser', () => {
  it('refuses inline script and event handlers, and the harness reports each refusal', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    await page.goto(ROUTES.home);
    await waitForApp(page);
    expect(takePolicyViolations()).toEqual([]);

    // What an injected fragment would try: an inline script and an event handler attribute.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," alt="" onerror="window.__handlerRan = true">';
      document.body.append(holder);
    });
    // Taken here, so the harness does not fail this test for the refusals it provoked on purpose.
    const seen: PolicyViolation[] = [];
    await expect
      .poll(() => {
        seen.push(...takePolicyViolations());
        return seen.map((v) => v.directive).sort();
      })
      .toEqual(['script-src-attr', 'script-src-elem']);
    const ran = await page.evaluate(() => ({ inline: 'inlineRan' in window, handler: 'handlerRan' in window }));
    expect(ran).toEqual({ inline: false, handler: false });
    await context.close();
  });

  it('is one Chromium understands completely: no warning about any header', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content Security Policy|Content-Security-Policy/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(ROUTES.home);
    await waitForApp(page);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('lets every route of the shop run, for a logged-in shopper', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.user);
    const blank: string[] = [];
    for (const route of Object.values(ROUTES)) {
      // Moved to in the app, as a tap would (react-router follows popstate): each page's lazy
      // chunk, styles, first answers and pictures load under the policy without a cold boot each.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page
        .waitForFunction(() => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim()), null, { timeout: 10_000 })
        .catch(() => blank.push(route));
      await page.waitForTimeout(250);
    }
    expect(blank).toEqual([]);
    // The harness fails this test on any violation these pages caused.
    await context.close();
  });
});
