// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '@tests/hostile-links';
import { ownPath, safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps our own paths with their query and fragment', () => {
    expect(safeRedirectTarget('/pages/tabbar/cart/cart?x=1')).toBe('/pages/tabbar/cart/cart?x=1');
    expect(safeRedirectTarget('/pages/business/agreement/agreement?type=privacy#top')).toBe(
      '/pages/business/agreement/agreement?type=privacy#top',
    );
  });

  it('answers the normalised path, so what is checked is what the router gets', () => {
    expect(safeRedirectTarget('/pages/a/../tabbar/cart/cart')).toBe('/pages/tabbar/cart/cart');
    expect(safeRedirectTarget('/pages/tabbar/./cart/cart')).toBe('/pages/tabbar/cart/cart');
    expect(safeRedirectTarget('/pages/business/search/searchResult?keyword=bague dorée')).toBe(
      '/pages/business/search/searchResult?keyword=bague%20dor%C3%A9e',
    );
  });

  it.each(HOSTILE_PATHS)('refuses %j', (target) => {
    expect(safeRedirectTarget(target, '/home')).toBe('/home');
  });

  it.each(['/pages/login/login', '/pages/login/login?redirect=/x', '/pages/login/login/', '/pages/Login/login', '/pages/x/../login/login'])(
    'refuses the login page itself (%s), which would loop',
    (target) => {
      expect(safeRedirectTarget(target, '/home')).toBe('/home');
    },
  );

  it('never leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom(...HOSTILE_PATHS).map((p) => p + '/x')), (raw) => {
        const out = safeRedirectTarget(raw, '/fallback');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out).not.toMatch(/[\\\t\n\r]/);
        expect(new URL(out, 'http://own.invalid').origin).toBe('http://own.invalid');
        // What comes out is already normal: checking it again gives the same path.
        expect(safeRedirectTarget(out, '/fallback')).toBe(out);
      }),
      { numRuns: 200 },
    );
  });

  it('never leaves the origin when hostile pieces are glued together', () => {
    const piece = fc.constantFrom('/', '.', '..', '%2e', '%2E', '\\', '%5c', '%2f', '//', 'evil.example', '\t', '\n', '@', ':', '?', '#', 'a');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), (pieces) => {
        const raw = `/${pieces.join('')}`;
        const path = ownPath(raw);
        if (path === null) return;
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'https://shop.example').host).toBe('shop.example');
      }),
      { numRuns: 2000 },
    );
  });
});
