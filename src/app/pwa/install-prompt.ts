/**
 * The browser's install prompt (Chromium's `beforeinstallprompt`), held from the first moment of
 * the page: the browser offers it once per page load, often before the lazy PWA chunk is there,
 * and its own mini-infobar is kept off the first screen. The shop offers it itself, once, after a
 * real visit (install-offer.ts, start-pwa.ts). In the entry: a few lines.
 */

/** Chromium's event; not in TypeScript's DOM lib. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Starts holding the prompt (bootstrap, before the first render). */
export function captureInstallPrompt(win: Pick<Window, 'addEventListener'> = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  win.addEventListener('appinstalled', () => {
    held = null;
    for (const listener of listeners) listener();
  });
}

/** The prompt the browser offered, until it is used (a prompt can be shown once). */
export function heldInstallPrompt(): BeforeInstallPromptEvent | null {
  return held;
}

/** The prompt was shown: the browser offers a new one at a later page load if still installable. */
export function installPromptUsed(): void {
  held = null;
}

/** Called when the browser offers a prompt or the app gets installed; returns the unsubscribe. */
export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
