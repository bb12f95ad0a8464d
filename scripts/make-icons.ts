/**
 * Draws the home-screen icons of the web app manifest (public/manifest.webmanifest) and iOS's
 * apple-touch-icon from one SVG, with Debian's chromium (playwright-core): `npx tsx
 * scripts/make-icons.ts`. Run once when the mark changes; the PNGs are committed (public/icons/),
 * so no build step draws anything.
 *
 * - `any` icons (192, 512): the favicon's rounded gold square on a transparent ground.
 * - maskable (512): full-bleed gold, the mark inside the central 80 % circle every platform mask
 *   keeps (the "safe zone" of the maskable icon spec).
 * - apple-touch-icon (180): full-bleed, opaque (iOS draws its own rounded corners and shows
 *   transparency as black).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath, HEADLESS_FLAGS } from '../tests/e2e/chromium-path.ts';

const GOLD = '#b8860b';
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** The diamond of public/favicon.svg, drawn in a 64-unit box. */
const MARK = `<path d="M32 14l14 12-14 24-14-24z" fill="#fff" opacity=".9"/><path d="M18 26h28" stroke="${GOLD}" stroke-width="2"/>`;

/** The mark scaled to `share` of the box, centred. */
function mark(share: number): string {
  const scale = share;
  const offset = (64 * (1 - scale)) / 2;
  return `<g transform="translate(${String(offset)} ${String(offset)}) scale(${String(scale)})">${MARK}</g>`;
}

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: `<rect width="64" height="64" rx="14" fill="${GOLD}"/>${MARK}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="64" height="64" rx="14" fill="${GOLD}"/>${MARK}` },
  // The mark spans 28 of 64 units at full size; at 0.8 it stays well inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, svg: `<rect width="64" height="64" fill="${GOLD}"/>${mark(0.8)}` },
  { file: 'apple-touch-icon.png', size: 180, svg: `<rect width="64" height="64" fill="${GOLD}"/>${mark(0.9)}` },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...HEADLESS_FLAGS] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${String(icon.size)}" height="${String(icon.size)}">${icon.svg}</svg>`;
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`public/icons/${icon.file} (${String(icon.size)}×${String(icon.size)})`);
  }
} finally {
  await browser.close();
}
