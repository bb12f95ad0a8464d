import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue, mergeLanguagePack } from './catalogues';
import { pseudoLocale } from './pseudo-locale';

const at = (search: string) => ({ location: { search } as Location, sessionStorage });

afterEach(() => sessionStorage.clear());

describe('the pseudo-locale preview', () => {
  it('is switched on by ?pseudo=1, remembered for the tab, and off with ?pseudo=0', () => {
    expect(pseudoLocale(at(''))).toBeNull();
    expect(pseudoLocale(at('?pseudo=1'))).toBe('en-XA');
    expect(pseudoLocale(at('?x=2'))).toBe('en-XA');
    expect(pseudoLocale(at('?pseudo=xx-LS'))).toBe('xx-LS');
    expect(pseudoLocale(at('?pseudo=0'))).toBeNull();
    expect(pseudoLocale(at('?pseudo=<script>'))).toBeNull();
  });

  it.each(['<script>', '{"a":1}', 'en-XA; x', ''])('drops a stored flag that is not a locale tag: %j', (stored) => {
    sessionStorage.setItem('acc-pseudo', stored);
    expect(pseudoLocale(at(''))).toBeNull();
    expect(sessionStorage.getItem('acc-pseudo')).toBeNull();
  });

  it('loads the pseudo catalogue in place of any language, and keeps the server pack out', async () => {
    const english = await loadCatalogue('fr');
    expect(english['common.back']).toBe('Retour');
    sessionStorage.setItem('acc-pseudo', 'en-XA');
    const pseudo = await loadCatalogue('fr');
    expect(pseudo['common.back']).toMatch(/^\[Ɓȧȧƈķ\]$/);
    expect(Object.keys(pseudo).length).toBeGreaterThan(100);
    expect((await mergeLanguagePack(pseudo, { 'common.back': 'Back!' }))['common.back']).toBe(pseudo['common.back']);
  });
});
