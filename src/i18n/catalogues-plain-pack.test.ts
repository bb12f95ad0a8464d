import type * as Parser from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { mergeLanguagePack } from './catalogues';

// The parser, watched: a pack of plain texts must merge without it.
const { parsed } = vi.hoisted(() => ({ parsed: [] as string[] }));
vi.mock('@formatjs/icu-messageformat-parser', async (original) => {
  const real = await original<typeof Parser>();
  return {
    ...real,
    parse: (text: string) => {
      parsed.push(text);
      return real.parse(text);
    },
  };
});

describe('a server pack of plain texts over a precompiled catalogue (issue 12)', () => {
  it('is merged without ICU parser, as the parser would have merged it', async () => {
    const { parse } = await vi.importActual<typeof Parser>('@formatjs/icu-messageformat-parser');
    const local = { 'common.ok': parse('OK'), 'common.timed_out': parse('Timed out.'), 'shop.slogan': parse('Wholesale jewelry') };
    const merged = await mergeLanguagePack(local, { 'common.ok': 'OK', 'common.timed_out': 'La connexion a expiré, touchez l’écran.' });
    expect(parsed).toEqual([]);
    expect(merged).toEqual({ ...local, 'common.timed_out': parse('La connexion a expiré, touchez l’écran.') });
    // The same texts as the catalogue: the catalogue itself, so nothing renders again.
    expect(await mergeLanguagePack(local, { 'common.ok': 'OK', 'shop.slogan': 'Wholesale jewelry' })).toBe(local);
    expect(parsed).toEqual([]);
  });

  it('parses only what is in ICU\'s syntax when a pack mixes both', async () => {
    const { parse } = await vi.importActual<typeof Parser>('@formatjs/icu-messageformat-parser');
    const local = { 'common.ok': parse('OK'), 'cart.count': parse('{count} pieces') };
    const merged = await mergeLanguagePack(local, { 'common.ok': 'Fine', 'cart.count': '{count} items' });
    expect(parsed).toEqual(['{count} items']);
    expect(merged).toEqual({ 'common.ok': parse('Fine'), 'cart.count': parse('{count} items') });
  });
});
