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
