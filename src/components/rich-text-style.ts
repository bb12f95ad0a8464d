import { cssColour } from '@/lib/colour';

/**
 * Inline styles of server rich text, cut down to typography and spacing. Whatever is not on the
 * list below goes: positioning (fixed, absolute, sticky, z-index, transforms: a block that covers
 * the page or the tab bar), display and visibility games, anything that loads (url(), image-set(),
 * @import, fonts), expression(), var(), calc(), and any value with a backslash escape or a comment
 * (the ways a forbidden word is spelled past a filter). Values are bounded so a notice cannot push
 * the layout wider than the screen or shrink its text to nothing.
 */
type Check = (value: string) => boolean;

const NUMBER = String.raw`(\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})`;
const lengthWithin = (maxPx: number, maxEm: number, allowPercent: number): Check => {
  const pattern = new RegExp(String.raw`^${NUMBER}(px|pt|em|rem|%)?$`, 'i');
  return (value) => {
    const m = pattern.exec(value);
    if (!m) return false;
    const n = Number(m[1]);
    // The unit group is optional: undefined at run time when absent, whatever the type says.
    const unit = ((m[2] as string | undefined) ?? '').toLowerCase();
    if (unit === '') return n === 0;
    if (unit === 'px' || unit === 'pt') return n <= maxPx;
    if (unit === '%') return n <= allowPercent;
    return n <= maxEm;
  };
};
const oneOf = (...words: string[]): Check => {
  const allowed = new Set(words);
  return (value) => allowed.has(value.toLowerCase());
};
/** 1–4 space-separated values, each passing the check (margin: 0 auto). */
const upToFour = (each: Check): Check => (value) => {
  const parts = value.split(/\s+/);
  return parts.length <= 4 && parts.every(each);
};
/** Colour keywords are letters only, so they carry nothing but a colour. */
const colour: Check = (value) => cssColour(value) !== null || /^[a-z]{3,20}$/i.test(value);

const spacing = lengthWithin(64, 4, 10);
const margin: Check = (value) => value.toLowerCase() === 'auto' || spacing(value);
const borderWidth = lengthWithin(8, 0.5, 0);
const borderStyle = oneOf('none', 'solid', 'dashed', 'dotted', 'double');
const border: Check = (value) => {
  const parts = value.split(/\s+/);
  return parts.length <= 3 && parts.every((p) => borderWidth(p) || borderStyle(p) || colour(p));
};

const PROPERTIES: Record<string, Check> = {
  color: colour,
  'background-color': colour,
  'font-weight': oneOf('normal', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900'),
  'font-style': oneOf('normal', 'italic', 'oblique'),
  'font-size': (v) => oneOf('small', 'medium', 'large', 'x-large', 'smaller', 'larger')(v) || (lengthWithin(40, 2.5, 250)(v) && !lengthWithin(9, 0.6, 60)(v)),
  'line-height': (v) => v.toLowerCase() === 'normal' || lengthWithin(64, 3, 300)(v) || new RegExp(`^${NUMBER}$`).test(v),
  'text-align': oneOf('left', 'right', 'center', 'justify', 'start', 'end'),
  'text-decoration': (v) => v.split(/\s+/).every(oneOf('none', 'underline', 'line-through', 'overline')),
  'text-indent': lengthWithin(64, 4, 10),
  'vertical-align': oneOf('baseline', 'middle', 'top', 'bottom', 'sub', 'super', 'text-top', 'text-bottom'),
  'white-space': oneOf('normal', 'pre-wrap', 'pre-line'),
  'list-style-type': oneOf('disc', 'circle', 'square', 'decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman', 'none'),
  margin: upToFour(margin),
  'margin-top': margin,
  'margin-right': margin,
  'margin-bottom': margin,
  'margin-left': margin,
  padding: upToFour(spacing),
  'padding-top': spacing,
  'padding-right': spacing,
  'padding-bottom': spacing,
  'padding-left': spacing,
  border,
  'border-top': border,
  'border-right': border,
  'border-bottom': border,
  'border-left': border,
  'border-radius': lengthWithin(32, 2, 50),
  width: (v) => v.toLowerCase() === 'auto' || lengthWithin(960, 60, 100)(v),
  'max-width': lengthWithin(960, 60, 100),
  height: (v) => v.toLowerCase() === 'auto' || lengthWithin(2000, 120, 0)(v),
};

/** Characters no allowed value needs: escapes, comments, quotes, a second declaration, markup. */
const SMUGGLING = /[\\"'<>{}@;]|\/\*/;

/** The declarations of a style attribute that pass, joined again; '' when none does. */
export function sanitizeStyle(style: string): string {
  if (style.includes('\\') || style.includes('/*')) return '';
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, '');
    const check = Object.hasOwn(PROPERTIES, property) ? PROPERTIES[property] : undefined;
    if (!check || value === '' || SMUGGLING.test(value) || /\(/.test(value.replace(/^(rgb|hsl)a?\([^()]*\)$/i, ''))) continue;
    if (check(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
