// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fingerprintOf } from './fingerprint';

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
});

describe("the browser's fingerprint", () => {
  it('takes the canvas signal the helper thread drew in place of drawing one', async () => {
    const { browserFingerprint, browserSignals } = await import('./fingerprint');
    vi.stubGlobal('navigator', { userAgent: 'ua', languages: ['en'], hardwareConcurrency: 2, maxTouchPoints: 0 });
    vi.stubGlobal('screen', { width: 375, height: 812, colorDepth: 24 });
    vi.stubGlobal('window', { devicePixelRatio: 2 });
    try {
      expect(browserSignals('c0ffee').at(-1)).toBe('c0ffee');
      expect(browserFingerprint('c0ffee')).not.toBe(browserFingerprint('decaf'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
