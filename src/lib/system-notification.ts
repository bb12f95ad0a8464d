/**
 * System notifications, when the browser has them and the shopper allowed them: remind-me for
 * batches and promotions (only while the tab is in the background: the toast says it otherwise)
 * and stock watch (at once: the alert stays in the phone's list after the toast has gone).
 * Permission is asked for only when the shopper taps remind-me or "tell me when it's back" (a
 * gesture of theirs, and a moment when the question makes sense).
 */
function notifications(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function askToNotify(): void {
  const api = notifications();
  if (api?.permission === 'default') void api.requestPermission().catch(() => undefined);
}

export interface NotifyOptions {
  /** One notification per tag: a newer one replaces it. */
  tag?: string;
  /** Tapped: the tab comes to the front, then this runs. */
  onClick?: () => void;
}

/** Shows a system notification if they are allowed; answers whether one was shown. */
export function notify(title: string, body: string, options: NotifyOptions = {}): boolean {
  const api = notifications();
  if (api?.permission !== 'granted') return false;
  try {
    const shown = new api(title, { body, tag: options.tag ?? body });
    const { onClick } = options;
    if (onClick) {
      shown.onclick = () => {
        window.focus();
        onClick();
        shown.close();
      };
    }
    return true;
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the toast remains.
    return false;
  }
}

/** Shows the text as a system notification if the tab is hidden and notifications are allowed. */
export function notifyInBackground(title: string, body: string): boolean {
  if (document.visibilityState !== 'hidden') return false;
  return notify(title, body);
}
