import { describe, expect, it } from 'vitest';
import { mergeLanguagePack } from './catalogues';

describe('the server language pack', () => {
  const local = { 'common.ok': 'OK', 'common.cancel': 'Cancel' };

  it('is merged over the catalogue for known ids with text only', async () => {
    expect(await mergeLanguagePack(local, { 'common.ok': 'Fine', 'common.unknown': 'x', 'common.cancel': 3 })).toEqual({ 'common.ok': 'Fine', 'common.cancel': 'Cancel' });
  });

  it('not there yet (a language restored before the server answered) leaves the catalogue as it is', async () => {
    expect(await mergeLanguagePack(local, undefined)).toBe(local);
    expect(await mergeLanguagePack(local, null)).toBe(local);
  });
});

describe('a server pack that says what the catalogue says (issue 12)', () => {
  it('hands back the catalogue itself, so nothing renders again', async () => {
    const local = { 'common.ok': 'OK', 'common.cancel': 'Cancel' };
    expect(await mergeLanguagePack(local, { 'common.ok': 'OK', 'shop.slogan': 'not ours' })).toBe(local);
  });

  it('compares a precompiled catalogue by its parsed form, and still takes a text that differs', async () => {
    const { parse } = await import('@formatjs/icu-messageformat-parser');
    const local = { 'common.ok': parse('OK'), 'cart.count': parse('{count, plural, one {# piece} other {# pieces}}') };
    expect(await mergeLanguagePack(local, { 'cart.count': '{count, plural, one {# piece} other {# pieces}}' })).toBe(local);
    const merged = await mergeLanguagePack(local, { 'cart.count': '{count, plural, one {# item} other {# items}}', 'common.ok': 'OK' });
    expect(merged).not.toBe(local);
    expect(merged['cart.count']).toEqual(parse('{count, plural, one {# item} other {# items}}'));
    expect(merged['common.ok']).toBe(local['common.ok']);
  });
});
