/**
 * Measures scrolling through a big goods list in the production build on the demo backend, in
 * chromium at 375×812: list DOM nodes while scrolling, frame times and long frames. Prints the
 * figures; fails only when the list ever holds more than 300 DOM nodes (the issue's cap), never
 * on timing. `npx tsx scripts/perf-goods-list.ts` (PERF_SKIP_BUILD=1 reuses the last build).
 *
 * The list is the search 'acc' (in every item code) over the demo's 10 000-goods catalogue
 * (`?demoGoods=10000`, docs/demo-backend.md), scrolled from top to bottom, loading every page on
 * the way; then random jumps across the whole length. PERF_GOODS=2160 measures the seeded shop.
 * The browser test tests/e2e/goods-list-10k.e2e.test.ts asserts the rules; this prints more detail.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromiumPath } from '../tests/e2e/chromium-path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = process.env.PERF_DIST ?? path.join(tmpdir(), 'acc-perf-dist');
const GOODS = Number(process.env.PERF_GOODS ?? 10_000);
const LIST = `/pages/business/search/searchResult?keyword=acc&demoGoods=${String(GOODS)}`;
const NODE_CAP = 300;
const LONG_FRAME_MS = 50;

interface Figures {
  total: number;
  loaded: number;
  frames: number[];
  idleFrames: number[];
  upFrames: number[];
  maxNodes: number;
  maxItems: number;
  longFrames: number;
  longAnimationFrames: number[];
  samples: { y: number; items: number; nodes: number }[];
  jumpNodes: number[];
  seconds: number;
}

/** Runs in the page: scroll to the bottom one step per frame, loading pages on the way, then jump. */
async function scrollAndMeasure(args: { stepPx: number; maxMs: number; longFrameMs: number }): Promise<Figures> {
  const grid = () => document.querySelector('[data-goods-grid]');
  const items = () => grid()?.querySelectorAll('[role="listitem"]').length ?? 0;
  const nodes = () => grid()?.querySelectorAll('*').length ?? 0;
  const loadedCount = () => Number(grid()?.querySelector('[role="listitem"]')?.getAttribute('aria-setsize') ?? 0);
  const total = Number(/([\d,]+) products/.exec(document.body.textContent)?.[1]?.replace(/,/g, '') ?? 0);
  const loaf: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) loaf.push(entry.duration);
  });
  try {
    observer.observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    observer.observe({ type: 'longtask', buffered: false });
  }
  // Control: frame times with nothing happening, to read the others against (a loaded machine
  // shows long frames even at rest).
  const idleFrames: number[] = [];
  const frameAt = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  let idleLast = await frameAt();
  for (let i = 0; i < 180; i += 1) {
    const now = await frameAt();
    idleFrames.push(now - idleLast);
    idleLast = now;
  }
  const frames: number[] = [];
  const samples: Figures['samples'] = [];
  let maxNodes = 0;
  let maxItems = 0;
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const started = performance.now();
  let last = await frame();
  for (let i = 0; performance.now() - started < args.maxMs; i += 1) {
    window.scrollBy(0, args.stepPx);
    const now = await frame();
    frames.push(now - last);
    last = now;
    maxNodes = Math.max(maxNodes, nodes());
    maxItems = Math.max(maxItems, items());
    if (i % 60 === 0) samples.push({ y: Math.round(window.scrollY), items: items(), nodes: nodes() });
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4;
    if (atBottom && loadedCount() >= total && total > 0) break;
  }
  // Second pass: back to the top over the loaded list (no page loads), one step a frame.
  const upFrames: number[] = [];
  last = await frame();
  while (window.scrollY > 0 && performance.now() - started < args.maxMs * 2) {
    window.scrollBy(0, -args.stepPx);
    const now = await frame();
    upFrames.push(now - last);
    last = now;
    maxNodes = Math.max(maxNodes, nodes());
  }
  const jumpNodes: number[] = [];
  const height = document.documentElement.scrollHeight;
  for (let j = 0; j < 40; j += 1) {
    window.scrollTo(0, Math.round(((j * 7919) % 40) / 40 * height));
    await frame();
    await frame();
    const n = nodes();
    jumpNodes.push(n);
    maxNodes = Math.max(maxNodes, n);
  }
  observer.disconnect();
  return {
    total,
    loaded: loadedCount(),
    frames,
    idleFrames,
    upFrames,
    maxNodes,
    maxItems,
    longFrames: frames.filter((f) => f > args.longFrameMs).length,
    longAnimationFrames: loaf,
    samples,
    jumpNodes,
    seconds: (performance.now() - started) / 1000,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<number> {
  if (process.env.PERF_SKIP_BUILD !== '1') {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', OUT, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  const server = await preview({ root: ROOT, build: { outDir: OUT }, preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${String(address.port)}${LIST}`);
    await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await page.getByText(/[\d,]+ products/).waitFor();
    // PERF_NO_IMAGES=1: the same run with the pictures hidden, to tell layout and script from painting.
    if (process.env.PERF_NO_IMAGES === '1') await page.addStyleTag({ content: '[data-goods-grid] img { display: none !important; }' });
    // tsx keeps function names with an __name helper the page does not have: give it one.
    await page.evaluate('window.__name = (fn) => fn');
    const figures = await page.evaluate(scrollAndMeasure, { stepPx: 240, maxMs: 300_000, longFrameMs: LONG_FRAME_MS });
    const f = figures.frames;
    const idle = figures.idleFrames;
    console.log('\nGoods list scroll, 375×812, production build, demo backend (service worker)');
    console.log(`  list: ${LIST} → ${String(figures.total)} goods; ${String(figures.loaded)} loaded by the end`);
    console.log(`  scroll: ${String(f.length)} frames in ${figures.seconds.toFixed(1)} s, 240 px a frame, then 40 random jumps`);
    console.log(`  list DOM nodes: max ${String(figures.maxNodes)} (cap ${String(NODE_CAP)}); cards rendered at most ${String(figures.maxItems)}`);
    console.log(`  after random jumps: ${String(Math.min(...figures.jumpNodes))}–${String(Math.max(...figures.jumpNodes))} nodes`);
    console.log(
      `  frame time ms: p50 ${percentile(f, 50).toFixed(1)}, p95 ${percentile(f, 95).toFixed(1)}, p99 ${percentile(f, 99).toFixed(1)}, max ${Math.max(...f).toFixed(1)}`,
    );
    console.log(
      `  control, idle page (no scrolling): p50 ${percentile(idle, 50).toFixed(1)}, p95 ${percentile(idle, 95).toFixed(1)}, max ${Math.max(...idle).toFixed(1)} ms, over ${String(LONG_FRAME_MS)} ms: ${String(idle.filter((x) => x > LONG_FRAME_MS).length)} of ${String(idle.length)}`,
    );
    console.log(`  frames over ${String(LONG_FRAME_MS)} ms: ${String(figures.longFrames)} (${((100 * figures.longFrames) / Math.max(1, f.length)).toFixed(1)} %)`);
    const up = figures.upFrames;
    console.log(
      `  back to the top over the loaded list (no loading): ${String(up.length)} frames, p50 ${percentile(up, 50).toFixed(1)}, p95 ${percentile(up, 95).toFixed(1)}, max ${Math.max(...up).toFixed(1)} ms, over ${String(LONG_FRAME_MS)} ms: ${String(up.filter((x) => x > LONG_FRAME_MS).length)}`,
    );
    const loaf = figures.longAnimationFrames;
    console.log(
      `  long animation frames reported by chromium: ${String(loaf.length)}${loaf.length ? `, max ${Math.max(...loaf).toFixed(0)} ms` : ''}`,
    );
    console.log('  samples (scrollY, cards, nodes):', figures.samples.map((s) => `${String(s.y)}/${String(s.items)}/${String(s.nodes)}`).join(' '));
    if (figures.maxNodes > NODE_CAP) {
      console.error(`FAIL: the list held ${String(figures.maxNodes)} DOM nodes (cap ${String(NODE_CAP)})`);
      return 1;
    }
    if (figures.loaded < Math.min(GOODS, figures.total) || figures.total < 2000) {
      console.error(`FAIL: ${String(figures.loaded)} of ${String(figures.total)} goods loaded; the measurement needs them all`);
      return 1;
    }
    return 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

process.exitCode = await main();
