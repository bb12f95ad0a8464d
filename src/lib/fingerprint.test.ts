// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fingerprintOf, pixelsHash } from './fingerprint';

describe('the visitor fingerprint', () => {
  it('is 32 hex digits, the same for the same signals', () => {
    const signals = ['Mozilla/5.0 (iPhone)', 'en-US,en', '6', '', '5', '390x844x24@3', 'Europe/Paris', '-60', 'data:image/png;base64,AAA'];
    expect(fingerprintOf(signals)).toMatch(/^[0-9a-f]{32}$/u);
    expect(fingerprintOf([...signals])).toBe(fingerprintOf(signals));
  });

  it('differs when any one signal differs, and when signals merely change places', () => {
    const base = ['ua', 'fr-FR', '8', '4', '0', '1280x800x24@1', 'UTC', '0', 'canvas'];
    const seen = new Set([fingerprintOf(base)]);
    base.forEach((_, i) => {
      const changed = base.map((signal, j) => (j === i ? `${signal}!` : signal));
      seen.add(fingerprintOf(changed));
    });
    seen.add(fingerprintOf(['fr-FR', 'ua', ...base.slice(2)]));
    expect(seen.size).toBe(base.length + 2);
  });

  it('tells drawings apart by every byte of every pixel', () => {
    // The canvas's size: 220 × 30 pixels of four bytes (red, green, blue, alpha).
    const drawn = new Uint8ClampedArray(220 * 30 * 4).map((_, i) => (i * 31) % 256);
    const hash = pixelsHash(drawn);
    expect(hash).toMatch(/^[0-9a-f]{1,8}$/u);
    expect(pixelsHash(drawn.slice())).toBe(hash);
    const seen = new Set([hash]);
    const places = [0, 1, 2, 3, 4, 13_201, drawn.length - 1];
    for (const at of places) {
      const changed = drawn.slice();
      changed[at] = (drawn[at] ?? 0) ^ 1;
      seen.add(pixelsHash(changed));
    }
    expect(seen.size).toBe(places.length + 1);
  });
});
