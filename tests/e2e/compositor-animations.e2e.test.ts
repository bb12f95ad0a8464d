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

describe('a shopper who asks for less motion (prefers-reduced-motion), at 375 px', () => {
  /** Which banner home's carousel shows, by its page indicator, after `wait` ms. */
  async function bannerShownAfter(reduce: boolean, wait: number): Promise<{ first: number; later: number; dots: number }> {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
    await page.goto('/pages/tabbar/home/home');
    const dots = page.locator('.adm-swiper .adm-page-indicator-dot');
    await dots.nth(1).waitFor();
    const active = () => dots.evaluateAll((all) => all.findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active')));
    const first = await active();
    await page.waitForTimeout(wait);
    const later = await active();
    await screenshot(page, `reduced-motion-${reduce ? 'on' : 'off'}`);
    expect(errors).toEqual([]);
    const count = await dots.count();
    await context.close();
    return { first, later, dots: count };
  }

  it("home's banners do not turn on their own; without the setting they do, every 5 s", async () => {
    // The carousel turns every 5 s (spec section 9): 7 s is one turn and its slide, with room.
    const still = await bannerShownAfter(true, 7000);
    expect(still.dots).toBeGreaterThan(1);
    expect(still.later).toBe(still.first);
    const turning = await bannerShownAfter(false, 7000);
    expect(turning.later).not.toBe(turning.first);
  });
});
