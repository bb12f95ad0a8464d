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
