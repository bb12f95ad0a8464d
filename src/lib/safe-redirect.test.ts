import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps our own paths with their query', () => {
    expect(safeRedirectTarget('/pages/tabbar/cart/cart?x=1')).toBe('/pages/tabbar/cart/cart?x=1');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/pages/login/login', ''])(
    'refuses %s',
    (target) => {
      expect(safeRedirectTarget(target, '/home')).toBe('/home');
    },
  );

  it('never leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = safeRedirectTarget(raw, '/fallback');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'http://own.invalid').origin).toBe('http://own.invalid');
      }),
    );
  });
});
