/**
 * A colour from server data, before it reaches CSS (the theme, a plating's swatch): hex, rgb(a)
 * or hsl(a) with plain numbers only, so no `url(…)`, `var(…)`, `expression(…)` or second
 * declaration can ride along. Answers the trimmed colour, or null.
 */
const CSS_COLOUR = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;
export function cssColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const colour = value.trim();
  return CSS_COLOUR.test(colour) ? colour : null;
}

/**
 * Colour contrast helpers. The configuration's dominantColor is a brand colour (the demo's gold
 * #b8860b reads at 3.2:1 on white), so text and buttons use a darker shade of the same hue that
 * reaches WCAG AA (4.5:1) on white; decorations may keep the brand colour itself.
 */
function parseHex(colour: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) return null;
  const h = m[1];
  const hex = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastOnWhite(colour: string): number | null {
  const rgb = parseHex(colour);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : null;
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour itself when it already reads on white, else the first darker shade that does. */
export function readableOnWhite(colour: string, ratio = 4.5): string {
  const rgb = parseHex(colour);
  if (!rgb) return colour;
  for (let k = 1; k >= 0; k -= 0.02) {
    // Round first, so the colour that is tested is the one that is written.
    const shade = rgb.map((v) => Math.round(v * k)) as [number, number, number];
    if (1.05 / (luminance(shade) + 0.05) >= ratio) return toHex(shade);
  }
  return '#000000';
}
