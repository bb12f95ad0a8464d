/**
 * A reload as far as storage goes: the page goes without running its cleanups (React's unmount
 * would), so the tab's storage is what it held at that moment.
 */
export function pageGone(view: { unmount: () => void }): void {
  const held = Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
  view.unmount();
  sessionStorage.clear();
  for (const [key, value] of held) sessionStorage.setItem(key, value);
}
