import type { CSSProperties } from 'react';

/** Relative luminance (WCAG) of '#rgb' or '#rrggbb'; null when the colour cannot be read. */
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1];
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

const DARK_TEXT = '#1f1f1f';

/** WCAG AA for small text. */
const MIN_CONTRAST = 4.5;
/** A veil of black over a mid-tone colour (a tomato red, an orange) lets white text read on it. */
const SHADE = 'linear-gradient(rgb(0 0 0 / 30%), rgb(0 0 0 / 30%))';

/**
 * A label tag in the server's colour with text that reads on it: white or dark, whichever
 * contrasts more, and the colour shaded when neither reaches 4.5:1.
 */
export function labelStyle(color: string): CSSProperties {
  const l = luminance(color);
  if (l === null) return { background: '#6b5524', color: '#fff' };
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / 0.0639;
  if (onDark >= MIN_CONTRAST && onDark > onWhite) return { background: color, color: DARK_TEXT };
  if (onWhite >= MIN_CONTRAST) return { background: color, color: '#fff' };
  return { backgroundColor: color, backgroundImage: SHADE, color: '#fff' };
}
