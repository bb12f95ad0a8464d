/**
 * The QA flag: `?qa=1` switches the QA tools on for the rest of the browser session (tab),
 * `?qa=0` switches them off. Kept in sessionStorage so a shopper's device never keeps it.
 */
const STORAGE_KEY = 'acc-qa';
/** The recording kept for a reload (saved-recording.ts); leaving QA mode drops it too. */
export const QA_RECORDING_KEY = 'acc-qa-recording';

type FlagWindow = Pick<Window, 'location' | 'sessionStorage'>;

export function qaFlagOn(win: FlagWindow = window): boolean {
  const param = new URLSearchParams(win.location.search).get('qa');
  try {
    if (param === '1') win.sessionStorage.setItem(STORAGE_KEY, '1');
    if (param === '0') {
      win.sessionStorage.removeItem(STORAGE_KEY);
      win.sessionStorage.removeItem(QA_RECORDING_KEY);
    }
    return win.sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    // Storage blocked (private mode settings): the flag lasts for this page only.
    return param === '1';
  }
}

export function qaFlagCleared(win: FlagWindow = window): void {
  try {
    win.sessionStorage.removeItem(STORAGE_KEY);
    win.sessionStorage.removeItem(QA_RECORDING_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
