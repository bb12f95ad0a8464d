import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { HOSTILE_LINKS } from '../hostile-links';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';
import { serveAnswer } from './server-answers';

/**
 * Links from server data in the real browser: a banner, a promotion and rich text whose links look
 * like ours but lead off the shop; the tap stays in the shop. And the agreement page under a strict
 * Content-Security-Policy raises no violation.
 */
const browser = sharedBrowser();

const PARTNER = 'https://partner.example/lookbook';
const AGREEMENT = '/pages/business/agreement/agreement?type=user';
const now = () => Math.floor(Date.now() / 1000);

/** The partner's site, answered locally (the test machine reaches no other host). */
async function servePartner(context: BrowserContext) {
  await context.route('https://partner.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><p>Partner</p>' }));
}

/** The tab a link opened: another site's, and without a handle on the shop (noopener). */
async function expectPartnerTab(partner: Page) {
  await partner.waitForLoadState();
  expect(partner.url()).toContain('partner.example');
  expect(await partner.evaluate(() => window.opener === null)).toBe(true);
  await partner.close();
}

/** Every link on the page: ours (same origin, same tab) or another site's (new tab, noopener). */
async function linksOnPage(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      resolved: (a as HTMLAnchorElement).href,
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
    })),
  );
}

function expectOnlySafeLinks(links: Awaited<ReturnType<typeof linksOnPage>>, origin: string) {
  for (const link of links) {
    if (link.target === '_blank') {
      expect(link.rel.split(' '), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.resolved, link.href).toMatch(/^https?:\/\//);
    } else {
      expect(new URL(link.resolved).origin, link.href).toBe(origin);
    }
    expect(link.href, 'no hostile host in a same-tab link').not.toMatch(link.target === '_blank' ? /^$/ : /evil/);
  }
}

/** Resources the page loaded from another host (through the demo's service worker too). */
function offSiteLoads(page: Page, origin: string) {
  return page.evaluate((own) => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => !name.startsWith(own) && !name.startsWith('data:')), origin);
}

describe('hostile links from the server', () => {
  it('a banner and a promotion that walk off the shop stay pictures; a partner link opens a new tab', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    const banners = [{ id: 1, title: 'Walk-around banner', image: '/favicon.svg', link_type: 'url', link: '/.//evil.example' }];
    const hostile = [...HOSTILE_LINKS, PARTNER].map((link, i) => ({
      id: i + 1,
      title: link === PARTNER ? 'Partner lookbook' : `Promotion ${String(i + 1)}`,
      image: '',
      description: '',
      start_time: now() - 60,
      end_time: now() + 86_400,
      status: 'ongoing',
      link_type: 'url',
      link,
    }));
    await servePartner(context);
    await serveAnswer(context, '/api/common/bannerList', { list: banners });
    await serveAnswer(context, '/api/commodity/activityList', { list: hostile });
    await page.goto(ROUTES.home);
    await waitForApp(page);
    const origin = new URL(page.url()).origin;
    const promotions = page.getByRole('region', { name: 'Promotions' });
    await promotions.getByRole('heading', { name: 'Partner lookbook' }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'hostile-links-home-phone');

    expectOnlySafeLinks(await linksOnPage(page), origin);
    // The banner is a picture, not a link: tapping it keeps the shopper on home.
    expect(await page.getByRole('link', { name: 'Walk-around banner' }).count()).toBe(0);
    await page.getByRole('img', { name: 'Walk-around banner' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${origin}${ROUTES.home}`);

    // The partner's promotion opens in a tab of its own; the shop stays where it was.
    const [partner] = await Promise.all([context.waitForEvent('page'), promotions.getByRole('link', { name: 'Partner lookbook' }).click()]);
    await expectPartnerTab(partner);
    expect(page.url()).toBe(`${origin}${ROUTES.home}`);
    expect(await offSiteLoads(page, origin)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rich text: hostile links go nowhere, own links move in the app, styles cannot cover the page or load elsewhere', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    const hostileLinks = HOSTILE_LINKS.filter((l) => l.trim() !== '' && !l.includes('\u0000'))
      .map((l, i) => `<a href="${l.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">hostile ${String(i)}</a>`)
      .join(' · ');
    const content = [
      '<h2>Terms</h2>',
      `<p>${hostileLinks}</p>`,
      '<p>Read our <a href="/pages/business/agreement/agreement?type=privacy">privacy policy</a> or the <a href="https://partner.example/terms">partner terms</a>.</p>',
      '<div style="position: fixed; inset: 0; z-index: 99999; background: url(https://evil.example/cover.png)">Covering block</div>',
      '<p style="background-image: url(//evil.example/track.png); color: #8a6d00">Tracked paragraph</p>',
      '<div class="adm-mask">Mask by class</div>',
      '<table background="https://evil.example/t.png"><tr><td>Cell</td></tr></table>',
    ].join('');
    await servePartner(context);
    await serveAnswer(context, '/api/common/getAgreement', { title: 'User agreement', content, update_time: now() });
    await page.goto(AGREEMENT);
    await waitForApp(page);
    await page.getByText('Covering block').waitFor();
    const origin = new URL(page.url()).origin;
    await page.waitForTimeout(500);
    await screenshot(page, 'hostile-links-rich-text-phone');

    expectOnlySafeLinks(await linksOnPage(page), origin);
    const covering = await page.evaluate(() =>
      [...document.querySelectorAll('main *')].filter((el) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(el).position)).map((el) => el.textContent),
    );
    expect(covering.filter((text) => /Covering|Tracked|Mask/.test(text))).toEqual([]);

    // A hostile link is text, and looks it (not underlined as a link): the tap leaves the shopper on the page.
    const refused = page.getByText('hostile 0', { exact: true });
    expect(await refused.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    await refused.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${origin}${AGREEMENT}`);
    // The partner's terms open a tab of their own.
    const [partner] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'partner terms' }).click()]);
    await expectPartnerTab(partner);
    expect(page.url()).toBe(`${origin}${AGREEMENT}`);
    // Our own page opens in the app, without reloading it.
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await page.getByRole('link', { name: 'privacy policy' }).click();
    await page.waitForURL('**/agreement?type=privacy');
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await offSiteLoads(page, origin)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('rich text under a strict Content-Security-Policy', () => {
  it('raises no violation on the agreement page, whose server HTML carries an inline handler', async () => {
    const { context, page } = await openContext(browser(), PHONE);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as { cspViolations?: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}:${String(e.lineNumber)}`));
    });
    // The policy deploy/ sends (no inline script anywhere), on the page as it loads.
    const policy = "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; worker-src 'self'";
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    });
    await page.goto(AGREEMENT);
    await waitForApp(page);
    await page.getByRole('heading', { name: '1. Who may buy' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as { __demoUnsanitized?: boolean }).__demoUnsanitized)).toBeUndefined();
    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
    await context.close();
  });
});
