import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { chromiumPath, E2E_FEATURES_SWITCH, HEADLESS_FLAGS } from './chromium-path';
import { watchPolicyViolations } from './policy-violations';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** A phone turned on its side: a 360 × 740 px phone's width, less the browser's address bar, is its height. */
export const ON_ITS_SIDE = { width: 740, height: 300 } as const;
/** The widths every page is looked at: `describe.each(VIEWPORTS)('… on a %s', (label, viewport) => …)`. */
/**
 * The text spacing a reader may set for themselves (WCAG 1.4.12): lines 1.5 apart, paragraphs 2 em,
 * letters 0.12 em, words 0.16 em. An init script that adds it as a constructed stylesheet, which the
 * shop's style-src 'self' allows, as a reader's extension does.
 */
export const TEXT_SPACING = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})()`;

export const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const RESULTS = path.resolve(import.meta.dirname, '../../test-results');

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...HEADLESS_FLAGS, E2E_FEATURES_SWITCH],
  });
}

/**
 * One chromium for the file's tests, launched before them and closed after: `const browser =
 * sharedBrowser()` at the top of a test file, then `openContext(browser(), …)` in each test.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: call browser() inside a test');
    return browser;
  };
}

/**
 * A fresh context per test (its own storage and service worker), in a fixed test locale.
 * Console errors and failed pages are collected so a test can assert there were none; a
 * Content-Security-Policy violation in any of its pages fails the test (policy-violations.ts).
 */
export async function openContext(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
  options: { locale?: string; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: options.locale ?? 'en-US',
    baseURL: options.baseURL ?? baseUrl(),
    hasTouch: viewport.width < 800,
  });
  await watchPolicyViolations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  reportWhereItFailed(page, errors);
  return { context, page, errors };
}

/**
 * When the test fails, the CI log says which page stood there, what it showed and what it logged,
 * and test-results/failed-<test>.png keeps it: a timeout's "waiting for getByRole(…)" alone does not
 * tell a wrong page from a slow one. (Outside a test, e.g. in beforeAll, there is nothing to report.)
 */
function reportWhereItFailed(page: Page, errors: string[]): void {
  // What the page still waits for: CI216's first try of the buyer-tools walk stood 30 s on a
  // logged-in quick order page showing only index.html's mark, logging nothing.
  const inFlight = new Map<Request, number>();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600)).catch(() => '(no page)');
      const state = await page
        .evaluate(() => `document ${document.readyState}, service worker ${navigator.serviceWorker.controller ? 'in control' : 'not in control'}`)
        .catch(() => '(no page)');
      const now = Date.now();
      const waiting = [...inFlight].slice(0, 8).map(([request, since]) => `${request.method()} ${new URL(request.url()).pathname} (${String(Math.round((now - since) / 1000))} s)`);
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
      await screenshot(page, `failed-${name}`).catch(() => undefined);
      console.log(
        `[failed] ${task.name}\n  at ${page.url()}\n  showing: ${shown}\n  logged: ${errors.join(' | ') || 'nothing'}` +
          `\n  page: ${state}\n  still waiting for: ${waiting.join(' | ') || 'nothing'}`,
      );
    });
  } catch {
    // not inside a test
  }
}

/** The app is up when launch has resolved and the launch splash has moved on. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title !== '' && !document.querySelector('[data-launch-splash]'), null, {
    timeout: 30_000,
  });
}

/** Saves test-results/<name>.png (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/**
 * Waits for `locator` to be visible. When it does not come, the failure says where the page is and
 * what it shows, and saves test-results/<name>.png: a CI log alone then tells which page stood there.
 */
export async function waitToSee(page: Page, locator: Locator, name: string, timeout = 30_000): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400)).catch(() => '(no page)');
    await screenshot(page, `failed-${name}`).catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n  at ${page.url()}\n  showing: ${shown}`);
  }
}
