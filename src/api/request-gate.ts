/**
 * What every call waits for before it leaves. Spec section 7: each call carries browser-only-code,
 * the visitor's fingerprint hash (section 3: visitor_id). On a first visit that hash is computed
 * after the first paint, so the page can show its shell and skeletons meanwhile; a call asked for
 * before then waits here rather than leaving without the header (or with a stand-in that is not
 * the fingerprint). In demo mode calls also wait for the demo backend's service worker, which
 * would otherwise let them through to the static server.
 *
 * The app (bootstrap) holds the gate with the promises that must settle first; the baseQuery
 * awaits `requestsReleased()`. Nothing here touches the DOM. A held promise that fails still
 * releases the gate: the caller decides what a failure means (the fingerprint falls back to the
 * device id before it settles).
 */
const held = new Set<Promise<void>>();

export function holdRequests(until: Promise<unknown>): void {
  const settled = until.then(
    () => undefined,
    () => undefined,
  );
  held.add(settled);
  void settled.then(() => held.delete(settled));
}

/** True while something holds the calls back. */
export function requestsHeld(): boolean {
  return held.size > 0;
}

/** Resolves once nothing holds the calls back, including what was held while waiting. */
export async function requestsReleased(): Promise<void> {
  while (held.size > 0) await Promise.all(held);
}
