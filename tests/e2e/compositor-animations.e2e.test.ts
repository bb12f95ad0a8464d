import { describe, expect, it } from 'vitest';
import { openContext, PHONE, screenshot, sharedBrowser } from './harness';
import { holdAnswer } from './server-answers';

/**
 * Placeholders pulse on the compositor (issue 12). While a page waits for its data, every animation
 * running on it changes only opacity or transform, which the compositor runs without the main
 * thread. antd's own skeleton shimmer slides a gradient's background-position instead, which the
 * browser repaints on the main thread for every skeleton on every frame: at 4× CPU it was about
 * 40 % of home's paint time in its first 14 seconds (docs/perf.md, session 24).
 */
const browser = sharedBrowser();

/** What the compositor animates without painting; anything else is main-thread work per frame. */
const COMPOSITED = ['opacity', 'transform'];

const PAGES: [string, string, string][] = [
  ['home, its recommended goods on the way', '/pages/tabbar/home/home', '/api/commodity/recommendCommodityList'],
  ["a category's list, its goods on the way", '/pages/business/class/classList?categoryId=1&title=Rings', '/api/commodity/commodityList'],
  ['a goods page, its details on the way', '/pages/business/goods/goodsInfo?id=10001', '/api/commodity/commodityDetails'],
];

describe('loading placeholders animate on the compositor, at 375 px', () => {
  it.each(PAGES)('%s', async (_name, path, held) => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await holdAnswer(context, held);
    await page.goto(path);
    await page.locator('.adm-skeleton').first().waitFor();
    await screenshot(page, `compositor-${held.split('/').pop() ?? ''}`);
    const animations = await page.evaluate(() =>
      document.getAnimations().flatMap((animation) => {
        if (animation.playState !== 'running' || !(animation.effect instanceof KeyframeEffect)) return [];
        const target = animation.effect.target;
        const properties = new Set(animation.effect.getKeyframes().flatMap((frame) => Object.keys(frame)));
        for (const key of ['offset', 'computedOffset', 'easing', 'composite']) properties.delete(key);
        return [{ on: target instanceof Element ? target.className : '?', properties: [...properties] }];
      }),
    );
    // Not vacuous: the page's placeholders are running their pulse.
    expect(animations.some((animation) => animation.on.includes('adm-skeleton'))).toBe(true);
    expect(animations.filter((animation) => animation.properties.some((property) => !COMPOSITED.includes(property)))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("home's banner slideshow, at 375 px", () => {
  /** Home with the system's reduce-motion setting on or off, and which banner its dots say is shown. */
  async function openHome(reduce: boolean) {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
    await page.goto('/pages/tabbar/home/home');
    const dots = page.locator('.adm-swiper .adm-page-indicator-dot');
    await dots.nth(1).waitFor();
    const shown = () => dots.evaluateAll((all) => all.findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active')));
    // Nothing of the shopper's on the carousel: a mouse over it or focus in it holds it still.
    const leave = async () => {
      await page.mouse.move(5, 790);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    return { context, page, errors, shown, leave };
  }
  // The slideshow turns every 5 s (spec section 9): 7 s holds one turn and its slide, with room.
  const TURN_MS = 7000;

  it('asking for less motion: still until the shopper plays it, then turning', async () => {
    const { context, page, errors, shown } = await openHome(true);
    const first = await shown();
    await page.waitForTimeout(TURN_MS);
    expect(await shown()).toBe(first);
    // Played with the pointer still over it and the button still focused: it turns all the same.
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await expect.poll(shown, { timeout: TURN_MS }).not.toBe(first);
    await screenshot(page, 'slideshow-played');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('otherwise turning every 5 s, and still once the shopper stops it', async () => {
    const { context, page, errors, shown, leave } = await openHome(false);
    await leave();
    const first = await shown();
    await expect.poll(shown, { timeout: TURN_MS }).not.toBe(first);
    // A banner's link in focus (a keyboard or screen reader on it) is not swapped away.
    await page.locator('.adm-swiper-slide-active a').first().focus();
    const focused = await shown();
    await page.waitForTimeout(TURN_MS);
    expect(await shown()).toBe(focused);
    await page.getByRole('button', { name: 'Stop the slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play the slideshow' }).count()).resolves.toBe(1);
    await leave();
    const stopped = await shown();
    await page.waitForTimeout(TURN_MS);
    expect(await shown()).toBe(stopped);
    await screenshot(page, 'slideshow-stopped');
    expect(errors).toEqual([]);
    await context.close();
  });
});
