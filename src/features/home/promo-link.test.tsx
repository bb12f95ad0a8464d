import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity, Banner } from '@/api/types';
import { server } from '@mocks/node';
import { HOSTILE_LINKS } from '@tests/hostile-links';
import { renderWithProviders } from '@tests/render';
import { HomeActivities } from './home-activities';
import { HomeBanners } from './home-banners';

const EXTERNAL = 'https://partner.example/lookbook';
const OWN = '/pages/business/user/coupon/coupon';
/** Every hostile link, then one of ours and one to another site. */
const LINKS = [...HOSTILE_LINKS, OWN, EXTERNAL];

const answer = (list: unknown[]) => HttpResponse.json({ code: 1, msg: '', time: 0, data: { list } });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every link in the region: an own path in the same tab, or another site in a new tab with noopener. */
function expectOnlySafeLinks(region: HTMLElement) {
  const anchors = within(region).getAllByRole('link');
  const hrefs = new Set<string>();
  for (const a of anchors) {
    const href = a.getAttribute('href') ?? '';
    hrefs.add(href);
    expect(href).not.toMatch(/^\s*\/[\\/]|[\\\t\n]|evil/i);
    if (a.getAttribute('target') === '_blank') {
      expect(href).toBe(EXTERNAL);
      expect(a.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    } else {
      expect(new URL(href, window.location.href).origin).toBe(window.location.origin);
    }
  }
  expect([...hrefs].sort()).toEqual([OWN, EXTERNAL].sort());
}

describe('banner and promotion links from the server', () => {
  // The carousel's chunk (antd's swiper) is compiled here before the tests: on a fresh clone's
  // first run, with two busy cores, its compile alone outlasted the test's 5 s. The banners still
  // have to ask for it (the links are in the carousel, not in the first picture drawn before it).
  beforeAll(async () => {
    await import('./banner-carousel');
  }, 60_000);

  it('render hostile banner links as plain pictures, ours in the app and another site in a new tab', async () => {
    const banners: Banner[] = LINKS.map((link, i) => ({ id: i + 1, title: `Banner ${String(i + 1)}`, image: '', link_type: 'url', link }));
    server.use(http.post('*/api/common/bannerList', () => answer(banners)));
    renderWithProviders(<HomeBanners />);
    const region = await screen.findByRole('region', { name: 'Featured' }, { timeout: 10_000 });
    await within(region).findAllByRole('link');
    expectOnlySafeLinks(region);
    expect(console.warn).toHaveBeenCalledWith('[link guard] refused a banner link:', '"//evil.example/x"');
  });

  it('render hostile promotion links as plain pictures too', async () => {
    const now = Math.floor(Date.now() / 1000);
    const activities: Activity[] = LINKS.map((link, i) => ({
      id: i + 1,
      title: `Promotion ${String(i + 1)}`,
      image: '',
      description: '',
      start_time: now - 60,
      end_time: now + 3600,
      status: 'ongoing',
      link_type: 'url',
      link,
    }));
    server.use(http.post('*/api/commodity/activityList', () => answer(activities)));
    renderWithProviders(<HomeActivities />);
    const region = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
    expectOnlySafeLinks(region);
    expect(console.warn).toHaveBeenCalledWith('[link guard] refused a promotion link:', '"/.//evil.example"');
  });
});
