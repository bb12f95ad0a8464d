/**
 * The pseudo-locale preview for translators (TRANSLATING.md): `?pseudo=1` shows every catalogue
 * string pseudo-localized ("[Ƈȧȧřŧ]"), `?pseudo=<locale>` picks another generated one (xx-LS for
 * long strings), `?pseudo=0` turns it off. Remembered for the tab. English left on screen then
 * bypassed the catalogue.
 */
const STORAGE_KEY = 'acc-pseudo';
const DEFAULT_PSEUDO = 'en-XA';

export function pseudoLocale(win: Pick<Window, 'location' | 'sessionStorage'> = window): string | null {
  const param = new URLSearchParams(win.location.search).get('pseudo');
  const chosen = param === '1' ? DEFAULT_PSEUDO : param && /^[a-z]{2}-[A-Z]{2}$/.test(param) ? param : null;
  try {
    if (chosen) win.sessionStorage.setItem(STORAGE_KEY, chosen);
    if (param === '0') win.sessionStorage.removeItem(STORAGE_KEY);
    return win.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return chosen;
  }
}
