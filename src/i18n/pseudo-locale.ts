/**
 * The pseudo-locale preview for translators (TRANSLATING.md): `?pseudo=1` shows every catalogue
 * string pseudo-localized ("[Ƈȧȧřŧ]"), `?pseudo=<locale>` picks another generated one (xx-LS for
 * long strings), `?pseudo=0` turns it off. Remembered for the tab. English left on screen then
 * bypassed the catalogue.
 */
const STORAGE_KEY = 'acc-pseudo';
const DEFAULT_PSEUDO = 'en-XA';
const PSEUDO_TAG = /^[a-z]{2}-[A-Z]{2}$/;

export function pseudoLocale(win: Pick<Window, 'location' | 'sessionStorage'> = window): string | null {
  const param = new URLSearchParams(win.location.search).get('pseudo');
  const chosen = param === '1' ? DEFAULT_PSEUDO : param && PSEUDO_TAG.test(param) ? param : null;
  try {
    if (chosen) win.sessionStorage.setItem(STORAGE_KEY, chosen);
    if (param === '0') win.sessionStorage.removeItem(STORAGE_KEY);
    // The stored flag is checked as the query is: anything else there is dropped, not a preview.
    const stored = win.sessionStorage.getItem(STORAGE_KEY);
    if (stored === null || PSEUDO_TAG.test(stored)) return stored;
    win.sessionStorage.removeItem(STORAGE_KEY);
    return null;
  } catch {
    return chosen;
  }
}
