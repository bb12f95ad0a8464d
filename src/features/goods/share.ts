import { links } from '@/lib/links';

/**
 * The goods link a shopper shares carries their user code (spec section 1: share links carry the
 * sharer's user code), read on arrival as sharer_user_code.
 */
export function goodsShareLink(origin: string, goodsId: number, userCode: string): string {
  const url = new URL(links.goodsInfo(goodsId), origin);
  if (userCode) url.searchParams.set('sharer_user_code', userCode);
  return url.toString();
}

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

/** Copies text; the async clipboard first, the old selection copy where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Missing outside secure contexts and in old browsers, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the selection copy below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // The deprecated command is the only copy left on browsers without the async clipboard.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** A file name for a saved picture, from its type ('image/png' → .png; SVG data: URLs → .svg). */
export function imageFileName(src: string, goodsId: number, index: number): string {
  const mime = /^data:image\/([a-z+]+)/i.exec(src)?.[1] ?? /\.([a-z]{3,4})(?:\?|#|$)/i.exec(src)?.[1] ?? 'jpg';
  const ext = mime.toLowerCase().replace('svg+xml', 'svg').replace('jpeg', 'jpg');
  return `goods-${String(goodsId)}-${String(index + 1)}.${ext}`;
}

/** Saves a picture through a download link (pictures are same-origin or data: URLs). */
export function saveImage(src: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = src;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
