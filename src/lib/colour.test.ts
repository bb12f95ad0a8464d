// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastOnWhite, cssColour, readableOnWhite } from './colour';

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

describe('cssColour', () => {
  it.each(['#d4af37', '#FFF', '#ffffff80', 'rgb(212, 175, 55)', 'rgba(0,0,0,.5)', 'hsl(45deg, 60%, 50%)', '  #abc  '])('takes the plain colour %j', (colour) => {
    expect(cssColour(colour)).toBe(colour.trim());
  });

  it.each([
    'url(https://evil.example/x.png)',
    'red url(//evil.example/x)',
    '#fff; position: fixed',
    '#fff;background:url(x)',
    'var(--x)',
    'expression(alert(1))',
    'rgb(0 0 0 / 30%); z-index: 99999',
    'rgb(1,2,3) url(x)',
    '#12345',
    'image-set("x.png" 1x)',
    'u\\rl(x)',
    '',
    null,
    42,
    { color: '#fff' },
  ])('refuses %j', (value) => {
    expect(cssColour(value)).toBeNull();
  });

  it('never lets a parenthesis other than its own colour function through', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const colour = cssColour(raw);
        if (colour === null) return;
        expect(colour).toMatch(/^(#[0-9a-f]+|(rgb|hsl)a?\([^()]*\))$/i);
        expect(colour).not.toMatch(/[;:'"\\]|url|var/i);
      }),
    );
  });
});
