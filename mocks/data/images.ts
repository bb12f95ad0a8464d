import type { Category } from './categories';
import type { Colour } from './words';

/**
 * Pictures of the goods, drawn as small SVGs in the piece's plating colour and answered as data:
 * URLs, so the shop shows pictures with no network and no service-worker round trip per image.
 */
const GEMS = ['#e8f4ff', '#d7263d', '#1b998b', '#3a86ff', '#8338ec', '#ffbe0b', '#fb5607', '#ff006e'];
const BACKGROUNDS = ['#f7f3ee', '#f1f4f8', '#f8f1f3', '#eef5f1', '#f5f2fa'];

export function svgDataUrl(svg: string): string {
  // Only the characters a data: URL cannot carry raw are escaped, which keeps pictures small.
  const body = svg.replace(/\s{2,}/g, ' ').replace(/"/g, "'").replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E');
  return `data:image/svg+xml;charset=utf-8,${body}`;
}

function metal(colour: Colour): string {
  return `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.light}"/><stop offset="1" stop-color="${colour.hex}"/></linearGradient></defs>`;
}

function shapeOf(shape: Category['shape'], gem: string): string {
  const m = 'url(#m)';
  switch (shape) {
    case 'ring':
      return `<circle cx="200" cy="225" r="95" fill="none" stroke="${m}" stroke-width="26"/><circle cx="200" cy="118" r="34" fill="${gem}" stroke="${m}" stroke-width="10"/>`;
    case 'earring':
      return `<circle cx="130" cy="120" r="16" fill="${m}"/><circle cx="270" cy="120" r="16" fill="${m}"/><path d="M130 136v70M270 136v70" stroke="${m}" stroke-width="8"/><circle cx="130" cy="250" r="44" fill="none" stroke="${m}" stroke-width="14"/><circle cx="270" cy="250" r="44" fill="none" stroke="${m}" stroke-width="14"/><circle cx="130" cy="250" r="14" fill="${gem}"/><circle cx="270" cy="250" r="14" fill="${gem}"/>`;
    case 'necklace':
      return `<path d="M60 80 Q200 380 340 80" fill="none" stroke="${m}" stroke-width="10" stroke-dasharray="14 6"/><path d="M200 226 l34 40 -34 52 -34 -52z" fill="${gem}" stroke="${m}" stroke-width="9"/>`;
    case 'bracelet':
      return `<ellipse cx="200" cy="200" rx="140" ry="90" fill="none" stroke="${m}" stroke-width="22"/><ellipse cx="200" cy="200" rx="140" ry="90" fill="none" stroke="${gem}" stroke-width="4" stroke-dasharray="4 26"/>`;
    case 'anklet':
      return `<ellipse cx="200" cy="170" rx="150" ry="70" fill="none" stroke="${m}" stroke-width="8" stroke-dasharray="12 5"/><path d="M120 232v34M200 240v40M280 232v34" stroke="${m}" stroke-width="5"/><circle cx="120" cy="276" r="12" fill="${gem}"/><circle cx="200" cy="292" r="14" fill="${gem}"/><circle cx="280" cy="276" r="12" fill="${gem}"/>`;
    case 'brooch':
      return `<g fill="${m}"><ellipse cx="200" cy="120" rx="40" ry="70"/><ellipse cx="200" cy="280" rx="40" ry="70"/><ellipse cx="120" cy="200" rx="70" ry="40"/><ellipse cx="280" cy="200" rx="70" ry="40"/></g><circle cx="200" cy="200" r="42" fill="${gem}" stroke="${m}" stroke-width="10"/>`;
    case 'hair':
      return `<rect x="60" y="170" width="280" height="60" rx="30" fill="${m}"/><rect x="90" y="190" width="220" height="20" rx="10" fill="${gem}" opacity=".75"/><circle cx="330" cy="200" r="22" fill="${gem}"/>`;
    case 'set':
      return `<path d="M70 70 Q200 330 330 70" fill="none" stroke="${m}" stroke-width="9"/><circle cx="200" cy="205" r="26" fill="${gem}" stroke="${m}" stroke-width="8"/><circle cx="110" cy="300" r="26" fill="none" stroke="${m}" stroke-width="10"/><circle cx="290" cy="300" r="26" fill="none" stroke="${m}" stroke-width="10"/>`;
    case 'box':
      return `<rect x="80" y="130" width="240" height="190" rx="10" fill="${m}"/><rect x="70" y="110" width="260" height="50" rx="8" fill="${m}" stroke="#0002" stroke-width="3"/><path d="M200 110v210" stroke="${gem}" stroke-width="18"/><path d="M200 110 q-50 -60 -70 -10 q20 20 70 10 q50 -60 70 -10 q-20 20 -70 10" fill="${gem}"/>`;
  }
}

/** One picture of a goods: view `n` turns the piece and changes the backdrop and stone. */
export function goodsPicture(shape: Category['shape'], colour: Colour, seed: number, n: number): string {
  const bg = BACKGROUNDS[(seed + n) % BACKGROUNDS.length] ?? '#f7f3ee';
  const gem = GEMS[(seed * 7 + n * 3) % GEMS.length] ?? '#e8f4ff';
  const turn = ((seed % 5) - 2) * 6 + n * 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">${metal(colour)}<rect width="400" height="400" fill="${bg}"/><g transform="rotate(${String(turn)} 200 200)">${shapeOf(shape, gem)}</g></svg>`;
  return svgDataUrl(svg);
}

/**
 * The size a bold sans-serif title needs to fit `room` units: a Chinese character is about as wide
 * as the size, a Latin letter or space about 0.6 of it. "Ofertas de accesorios para el pelo" at
 * the old fixed 40 ran past a batch picture's right edge.
 */
function titleSizeToFit(title: string, room: number, largest = 40): number {
  const wide = title.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/gu)?.length ?? 0;
  const ems = wide + (title.length - wide) * 0.6;
  return ems === 0 ? largest : Math.min(largest, Math.floor(room / ems));
}

/** A banner or poster: a gradient card with a short title (escaped: titles are data), or none. */
export function bannerPicture(title: string, from: string, to: string, width = 750, height = 320): string {
  const safe = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // The title from x = 48 to 48 short of the right edge.
  const size = titleSizeToFit(title, width - 96);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(width)} ${String(height)}" width="${String(width)}" height="${String(height)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${String(width - 120)}" cy="${String(height / 2)}" r="${String(height / 3)}" fill="none" stroke="#fff8" stroke-width="14"/>${safe ? `<text x="48" y="${String(height / 2 + size * 0.35)}" font-family="sans-serif" font-size="${String(size)}" font-weight="700" fill="#fff">${safe}</text>` : ''}</svg>`;
  return svgDataUrl(svg);
}

/** A round avatar with initials, for appraisers and invited users. */
export function avatarPicture(initial: string, hue: number): string {
  const safe = initial.replace(/[&<>]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80"><circle cx="40" cy="40" r="40" fill="hsl(${String(hue % 360)} 45% 60%)"/><text x="40" y="52" text-anchor="middle" font-family="sans-serif" font-size="34" fill="#fff">${safe}</text></svg>`;
  return svgDataUrl(svg);
}
