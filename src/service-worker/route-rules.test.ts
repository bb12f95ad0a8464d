// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isBuildAsset, isPicture, NOT_A_PAGE } from './route-rules';

const ORIGIN = 'https://shop.example';
const facts = (url: string, destination = '') => ({ url: new URL(url, ORIGIN), destination });

describe('what the shop’s worker keeps', () => {
  it('keeps the build’s hashed files of our origin, and no one else’s /assets/', () => {
    expect(isBuildAsset(facts('/assets/goods-info-page-B1x2.js', 'script'), ORIGIN)).toBe(true);
    expect(isBuildAsset(facts('/assets/home-page-C9.css', 'style'), ORIGIN)).toBe(true);
    expect(isBuildAsset(facts('https://cdn.example.com/assets/a.js', 'script'), ORIGIN)).toBe(false);
    expect(isBuildAsset(facts('/sw.js', 'script'), ORIGIN)).toBe(false);
  });

  it('keeps pictures from anywhere the page shows them from, but not the build’s own files twice', () => {
    expect(isPicture(facts('https://cdn.example.com/goods/1.jpg', 'image'), ORIGIN)).toBe(true);
    expect(isPicture(facts('/uploads/banner.png', 'image'), ORIGIN)).toBe(true);
    expect(isPicture(facts('/assets/logo-A1.png', 'image'), ORIGIN)).toBe(false);
    expect(isPicture(facts('https://cdn.example.com/goods/1.jpg', 'script'), ORIGIN)).toBe(false);
  });

  it('never treats a navigation to the API or the demo’s control paths as a page of the shop', () => {
    const notAPage = (path: string) => NOT_A_PAGE.some((pattern) => pattern.test(path));
    expect(notAPage('/api/commodity/list')).toBe(true);
    expect(notAPage('/mallapi/wxuser/loginma')).toBe(true);
    expect(notAPage('/__demo/reset')).toBe(true);
    expect(notAPage('/pages/tabbar/home/home')).toBe(false);
    expect(notAPage('/apiary')).toBe(false);
  });
});
