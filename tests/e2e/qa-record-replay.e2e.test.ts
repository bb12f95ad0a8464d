import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseRecording } from '@/features/qa/parse-recording';
import { PAGE_RELOADED, type PageReloadedPayload } from '@/features/qa/recording-format';
import { foldRecording } from '@/features/qa/replay-fold';
import { diffStates } from '@/features/qa/state-diff';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';

// A QA engineer's session: record a shopping journey in the built app with ?qa=1, reloading the
// page halfway, export it from the recorder, then replay it three ways: the reducers here,
// `npm run replay`, and the replay page.
const root = path.resolve(import.meta.dirname, '../..');
const RESULTS = path.join(root, 'test-results');

const browser = sharedBrowser();

/**
 * Some pages answer a demo-data gap with an alert; a shopper taps OK and goes on (recorded too).
 * The name is exact: the QA menu is a dialog too, and its "Export recording" button's name holds
 * "tokens", which a loose "OK" matched (the handler then pressed it and closed the menu).
 */
async function tapOkOnAlerts(page: Page) {
  const ok = page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true });
  await page.addLocatorHandler(ok, async () => {
    await ok.click();
  });
}

/** Opens the spec sheet, raises the first available option to the minimum order, adds to cart. */
async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const plus = page.getByRole('button', { name: /increase/i, disabled: false });
  await plus.first().waitFor();
  const confirm = page.getByRole('button', { name: 'Add to cart' }).last();
  for (let i = 0; i < 60 && (await confirm.isDisabled()); i += 1) await plus.first().click();
  await confirm.click();
}

function replayCli(file: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), ['scripts/replay.ts', file], { cwd: root }, (error, out) => {
      resolve({ code: error ? Number(error.code) : 0, out });
    });
  });
}

describe('QA record and replay', () => {
  it('records a shopping journey, and every replay reaches the state the app was in', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    const started = Date.now();

    // Home with the QA flag: the recorder's control shows up and counts.
    await page.goto('/?qa=1');
    await waitForApp(page);
    await page.waitForURL('**/pages/tabbar/home/home**');
    await tapOkOnAlerts(page);
    const recorderButton = page.getByRole('button', { name: /^QA recorder: \d+ actions? recorded/ });
    await recorderButton.waitFor();

    // Categories → a category's goods → a product.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Categories', { exact: true }).click();
    await page.getByText('Statement rings').click();
    await page.waitForURL('**/classList**');
    await page.locator('a[href*="goodsInfo"]').first().waitFor();
    await screenshot(page, 'qa-journey-1-list');
    await page.locator('a[href*="goodsInfo"]').nth(1).click();
    await page.waitForURL('**/goodsInfo**');
    await screenshot(page, 'qa-journey-2-goods');

    // Add to cart: logged out, so login first (the demo account), then back and add.
    await addToCart(page);
    await page.waitForURL('**/pages/login/login**');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel(/username/i).fill('demo');
    await page.getByLabel(/^password/i).fill('demo1234');
    await page.getByRole('checkbox', { name: /^I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/goodsInfo**');
    await addToCart(page);
    await page.getByText('Added to cart').waitFor();
    await screenshot(page, 'qa-journey-3-added');

    // A reload: the recording goes on (kept in the tab's sessionStorage, scrubbed).
    const counted = async () => Number((await recorderButton.getAttribute('aria-label'))?.match(/(\d+) actions?/)?.[1]);
    const beforeReload = await counted();
    await page.reload();
    await waitForApp(page);
    await page.waitForURL('**/goodsInfo**');
    await recorderButton.waitFor();
    expect(await counted()).toBeGreaterThan(beforeReload);

    // The cart.
    await page.getByRole('link', { name: /Cart$/ }).click();
    await page.waitForURL('**/pages/tabbar/cart/cart**');
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'qa-journey-4-cart');
    const journeyMs = Date.now() - started;
    const liveRoute = new URL(page.url()).pathname;
    const token = await page.evaluate(() => localStorage.getItem('ba-user-token') ?? '');
    const kept = await page.evaluate(() => sessionStorage.getItem('acc-qa-recording') ?? '');
    expect(kept, 'the recording is kept in the tab').toContain(PAGE_RELOADED);

    // Export from the recorder's menu.
    // A phone taps: the bubble is draggable, and a tap is what opens its menu there.
    await recorderButton.tap();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Export recording').tap()]);
    mkdirSync(RESULTS, { recursive: true });
    const file = path.join(RESULTS, 'qa-journey.json');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^acc-qa-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json$/);
    const text = readFileSync(file, 'utf8');

    // Safe to share: no password, phone, or the live session's token.
    expect(text).not.toContain('demo1234');
    expect(text).not.toContain('13800138000');
    expect(token, 'the live session holds a token').toBeTruthy();
    expect(text).not.toContain(token);
    expect(kept).not.toContain(token);
    expect(kept).not.toContain('demo1234');

    // 1. Folded through the real reducers here: the recorded end state, exactly.
    const { recording, notes } = parseRecording(text);
    expect(notes).toEqual([]);
    const foldStart = performance.now();
    const { state, failure } = foldRecording(recording);
    const foldMs = performance.now() - foldStart;
    expect(failure).toBeNull();
    expect(diffStates(recording.endState, JSON.parse(JSON.stringify(state)))).toEqual([]);
    // …which is the state the app was in: logged in, on the cart, the badge's count.
    expect(state.ui.route.split('?')[0]).toBe(liveRoute);
    expect(state.session['ba-user-token']).toMatch(/^\[token-\d+\]$/);
    const types = recording.steps.map((s) => s.action.type);
    expect(types).toContain('session/loggedIn');
    // One reload, marked with where it happened and the state the page came back with: logged in.
    const markers = recording.steps.filter((s) => s.action.type === PAGE_RELOADED);
    expect(markers).toHaveLength(1);
    const marker = markers[0].action.payload as unknown as PageReloadedPayload;
    expect(marker.route).toContain('goodsInfo');
    expect(marker.state.session).toMatchObject({ 'ba-user-token': expect.stringMatching(/^\[token-\d+\]$/) as string });
    expect(types.indexOf('session/loggedIn')).toBeLessThan(types.indexOf(PAGE_RELOADED));
    expect(types.some((t) => t.startsWith('api/execute'))).toBe(false);
    // The recorded end state is the live store's state at export (API cache aside), so equal
    // folds mean the replay reached what the shopper saw.
    expect(state.cart.carNum).toBeGreaterThan(0);

    // 2. `npm run replay` agrees.
    const cli = await replayCli(file);
    expect(cli.code).toBe(0);
    expect(cli.out).toContain('✓ matches the state recorded at export');
    expect(cli.out).toMatch(new RegExp(`^Cart\\s+${state.cart.carNum} \\(carNum\\)`, 'm'));

    // 3. The replay page, reached from the recorder's menu, shows the last step's screen.
    await recorderButton.tap();
    await page.getByText('Open the replay page').tap();
    await page.waitForURL('**/qa/replay');
    await page.getByLabel('Recording file').setInputFiles(file);
    await page.getByText('The replay reaches the state recorded at export.').waitFor();
    await page.keyboard.press('End');
    const shot = page.getByRole('figure', { name: `The app at step ${recording.steps.length}` });
    await shot.waitFor();
    // Visited tabs stay mounted (hidden), as in the app: the visible title is the step's page.
    await expect.poll(() => shot.locator('h1').filter({ visible: true }).first().textContent(), { timeout: 15_000 }).toBe('Cart');
    await screenshot(page, 'qa-journey-5-replay-page');

    console.log(
      `QA journey: ${recording.steps.length} steps in ${(journeyMs / 1000).toFixed(1)} s of browsing; ` +
        `recording ${statSync(file).size} bytes (${Buffer.byteLength(JSON.stringify(recording))} bytes unindented); ` +
        `fold ${foldMs.toFixed(1)} ms; scrubbed ${JSON.stringify(recording.scrubbed)}`,
    );
    expect(errors.filter((e) => !/Category \d+ does not exist/.test(e))).toEqual([]);
    await context.close();
  });
});
