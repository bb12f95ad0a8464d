export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/**
 * Opens the phone's share sheet with the title, a line of text and the link. 'cancelled' when the
 * shopper closed it; 'unavailable' when there is no share sheet or it refused (the caller copies
 * the link instead).
 */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  // Missing on most desktop browsers, whatever the DOM types say.
  const nav = navigator as Navigator & { share?: Navigator['share']; canShare?: Navigator['canShare'] };
  if (typeof nav.share !== 'function') return 'unavailable';
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'unavailable';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
