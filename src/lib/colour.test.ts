import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastOnWhite, readableOnWhite } from './colour';

describe('readableOnWhite', () => {
  it('darkens the demo gold until text reads at 4.5:1, keeping its hue family', () => {
    expect(contrastOnWhite('#b8860b')).toBeLessThan(4.5);
    const shade = readableOnWhite('#b8860b');
    expect(contrastOnWhite(shade)).toBeGreaterThanOrEqual(4.5);
    expect(shade).not.toBe('#000000');
  });

  it('keeps a colour that already reads', () => {
    expect(readableOnWhite('#1a1a1a')).toBe('#1a1a1a');
  });

  it('always answers a readable hex colour for any hex input', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), (rgb) => {
        const hex = `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
        expect(contrastOnWhite(readableOnWhite(hex)) ?? 0).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
