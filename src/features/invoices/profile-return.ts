/**
 * The invoice request sends the shopper to "Add invoice details" and expects the new profile back.
 * The details page returns with history.back (no parameters), so the new id travels in the tab's
 * sessionStorage, and only when the request page asked for it. Storage may be unavailable
 * (private mode, quota): then the request simply keeps its default profile.
 */
const AWAITING = 'invoices.awaiting_profile';
const CREATED = 'invoices.created_profile';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The request page is about to open "Add invoice details". */
export function profileAwaited(): void {
  const s = store();
  s?.removeItem(CREATED);
  s?.setItem(AWAITING, '1');
}

/** The details page saved a new profile: hand it back if the request page is waiting for one. */
export function profileCreated(id: number): void {
  const s = store();
  if (s?.getItem(AWAITING) === '1') s.setItem(CREATED, String(id));
}

/** On the request page's return: the profile created meanwhile, once; null if none was. */
export function takeCreatedProfile(): number | null {
  const s = store();
  if (!s) return null;
  const raw = s.getItem(CREATED);
  s.removeItem(CREATED);
  s.removeItem(AWAITING);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}
