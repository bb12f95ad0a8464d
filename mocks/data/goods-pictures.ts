import type { Goods } from './catalogue';
import { goodsPicture } from './images';
import type { Colour } from './words';

const pictures = new Map<string, string>();

/**
 * Picture `n` (0-based) of a goods, in the colour of the given spec (or its first colour).
 * Drawn once and remembered: list pages ask for the same covers again and again.
 */
export function goodsImage(goods: Goods, n: number, colour?: Colour): string {
  const c = colour ?? goods.colours.at(n % goods.colours.length);
  if (!c) return '';
  const key = `${String(goods.id)}:${String(n)}:${c.hex}`;
  let url = pictures.get(key);
  if (url === undefined) {
    url = goodsPicture(goods.category.shape, c, goods.seed % 1000, n);
    pictures.set(key, url);
  }
  return url;
}
