/**
 * A reminder that comes while the shop's tab is in the background is also a system notification,
 * when the browser has them and the shopper allowed them. Permission is asked for only when the
 * shopper taps remind-me (a gesture of theirs, and a moment when the question makes sense).
 */
function notifications(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function askToNotify(): void {
  const api = notifications();
  if (api?.permission === 'default') void api.requestPermission().catch(() => undefined);
}

/** Shows the text as a system notification if the tab is hidden and notifications are allowed. */
export function notifyInBackground(title: string, body: string): boolean {
  const api = notifications();
  if (!api || api.permission !== 'granted' || document.visibilityState !== 'hidden') return false;
  try {
    new api(title, { body, tag: body });
    return true;
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the toast remains.
    return false;
  }
}
