// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { EXTERNAL_LINKS, HOSTILE_LINKS } from '@tests/hostile-links';
import { guardLink, guardResource } from './link-guard';

const OWN = 'https://shop.example';

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('guardLink', () => {
  it('keeps our own routes in the app, normalised', () => {
    expect(guardLink('/pages/business/user/coupon/coupon', 'banner', OWN)).toEqual({ kind: 'internal', to: '/pages/business/user/coupon/coupon' });
    expect(guardLink('/pages/a/../tabbar/cart/cart?x=1#y', 'banner', OWN)).toEqual({ kind: 'internal', to: '/pages/tabbar/cart/cart?x=1#y' });
    expect(guardLink(`${OWN}/pages/tabbar/msg/msg?tab=2`, 'rich text', OWN)).toEqual({ kind: 'internal', to: '/pages/tabbar/msg/msg?tab=2' });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(EXTERNAL_LINKS)('opens another site in a new tab: %j', (link) => {
    const guarded = guardLink(link, 'banner', OWN);
    expect(guarded.kind).toBe('external');
    if (guarded.kind === 'external') expect(new URL(guarded.href).protocol).toMatch(/^https?:$/);
  });

  it.each(HOSTILE_LINKS)('refuses %j and logs it', (link) => {
    expect(guardLink(link, 'banner', OWN)).toEqual({ kind: 'refused' });
    if (link.trim() !== '') expect(warn).toHaveBeenCalledWith('[link guard] refused a banner link:', expect.any(String));
  });

  it('refuses an address on our own origin that walks off it', () => {
    expect(guardLink(`${OWN}/.//evil.example`, 'banner', OWN)).toEqual({ kind: 'refused' });
  });

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 42, { href: '/x' }, ['/x']]) expect(guardLink(value, 'banner', OWN)).toEqual({ kind: 'refused' });
  });

  it('never answers a link that leaves the shop in the same tab, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(...HOSTILE_LINKS).chain((h) => fc.string().map((s) => h + s))), (raw) => {
        const guarded = guardLink(raw, 'banner', OWN);
        if (guarded.kind === 'internal') {
          expect(new URL(guarded.to, OWN).origin).toBe(OWN);
          expect(guarded.to.startsWith('//')).toBe(false);
        }
        if (guarded.kind === 'external') expect(new URL(guarded.href).protocol).toMatch(/^https?:$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('guardResource', () => {
  it('loads our own files and https files elsewhere, nothing else', () => {
    expect(guardResource('/favicon.ico', 'icon', OWN)).toBe('/favicon.ico');
    expect(guardResource('https://cdn.example/icon.png', 'icon', OWN)).toBe('https://cdn.example/icon.png');
    expect(guardResource('http://cdn.example/icon.png', 'icon', OWN)).toBeNull();
    expect(guardResource('//evil.example/x', 'icon', OWN)).toBeNull();
    expect(guardResource('javascript:alert(1)', 'icon', OWN)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
