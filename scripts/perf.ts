/**
 * `npm run perf -- [--runs 5] [--warm-up 1] [--builds demo,api,proxied] [--routes home,classList,goodsInfo] [--skip-build] [--out dist-perf] [--lcp-path [--what-if boot=16;en=15]] [--http2 | --https]`
 *
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown; Lighthouse's default config)
 * over the home page, a category's classList and a goods' goodsInfo, for three production builds:
 * - demo: no VITE_API_BASE, the embedded demo backend in its service worker (what `npm start` serves);
 * - api:  VITE_API_BASE pointing at `npm run demo:server`, the same demo handlers over real HTTP on
 *         127.0.0.1 (cross-origin, credentialed CORS), so no demo code reaches the browser;
 * - proxied: the same server behind a path of the shop's own site (`VITE_API_BASE=/shop-api`,
 *         README's "API behind a path of the shop's own site"): no CORS preflight before each
 *         first call of a path, which on a phone's line is a round trip each.
 * Each build goes to its own folder (never dist/) and is served by `vite preview`. Every run starts
 * a fresh chromium (Debian's, CHROME_PATH or /usr/bin/chromium) and Lighthouse clears storage, so
 * each run is a first visit. Runs go round the routes in turn, so a burst of load on a shared
 * machine spreads over all of them. Prints, per build and route, the median score, LCP, FCP, TBT
 * and CLS of N runs and the worst run's score, with Lighthouse's CPU benchmark and the load
 * average, which say how loaded the machine was. Reports are kept in <out>/reports/. A second table
 * scores the same runs with the CPU slowdown calibrated to the machine (perf-calibrated.ts): the
 * preset's 4× assumes a faster machine than this one, and that table says how much of a gap that is.
 *
 * With --http2 the builds are served over TLS with a certificate made for the run (openssl), which
 * vite preview answers in HTTP/2, as deploy/ serves the shop; chromium is told to accept the
 * certificate. Without it, vite preview speaks HTTP/1.1, where a browser opens at most six
 * connections per site and a first visit's 20-odd scripts queue behind each other. The proxied
 * build gets an HTTP/2 front for the site and its API path alike (perf-http2-front.ts), since vite
 * preview does not proxy over HTTP/2. --https serves
 * over TLS as --http2 does and has chromium speak HTTP/1.1 (`--disable-http2`): a TLS handshake
 * per connection, six connections per site, as a shop served without HTTP/2. Every mode gets the
 * build's brotli files, as a deployment sends them (servePrecompressed in precompress.ts). With
 * --lcp-path, each run also prints the chain of requests and tasks its simulated LCP waited for
 * (scripts/perf-lcp-path.ts), and with --what-if the same load replayed with some files lighter.
 * Before a build's counted runs, --warm-up N rounds (1 unless told) load each route and are
 * printed but not counted: the first load after a build is served often paid a start-up cost
 * that no later run paid (session 62: a 540 ms task before any script, at the simulated CPU, in
 * the first run of a clean clone, against 90–130 ms in the next four; home's score 78 against
 * 95–97), which is the measuring machine waking, not the shop. `--warm-up 0` counts every run.
 * A measurement to read, not a test: it fails only when a run cannot be made.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { HEADLESS_FLAGS } from '../tests/e2e/chromium-path';
import { startHttp2Front } from './perf-http2-front';
import { calibratedRun, type CalibratedRun } from './perf-calibrated';
import { lcpCriticalPath } from './perf-lcp-path';
import { throwawayTls, type Tls } from './perf-tls';

const ROOT = path.resolve(import.meta.dirname, '..');

const ROUTES: Record<string, string> = {
  home: '/pages/tabbar/home/home',
  classList: '/pages/business/class/classList?categoryId=1&title=Rings',
  goodsInfo: '/pages/business/goods/goodsInfo?id=10001',
};
const BUILDS = ['demo', 'api', 'proxied'] as const;
/** The proxied build's API base: a path of the shop's own site, forwarded to the demo server. */
const PROXY_PATH = '/shop-api';
type Build = (typeof BUILDS)[number];

/** The flags of the testing guide, plus those Lighthouse's own launcher adds against background work. */
const CHROME_FLAGS = [
  ...HEADLESS_FLAGS,
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-features=Translate,OptimizationHints,MediaRouter,RenderDocument',
  '--password-store=basic',
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'warm-up': { type: 'string', default: '1' },
    builds: { type: 'string', default: BUILDS.join(',') },
    routes: { type: 'string', default: Object.keys(ROUTES).join(',') },
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'dist-perf' },
    'lcp-path': { type: 'boolean', default: false },
    'what-if': { type: 'string', default: '' },
    http2: { type: 'boolean', default: false },
    https: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run perf -- [--runs 5] [--warm-up 1] [--builds demo,api,proxied] [--routes home,classList,goodsInfo] [--skip-build] [--out dist-perf] [--lcp-path [--what-if boot=16;en=15]] [--http2 | --https]');
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of runs, not ${values.runs}`);
const warmUpRounds = Number(values['warm-up']);
if (!Number.isInteger(warmUpRounds) || warmUpRounds < 0) throw new Error(`--warm-up must be a whole number of rounds, not ${values['warm-up']}`);
const builds = values.builds.split(',').map((b) => b.trim()).filter(Boolean);
for (const b of builds) if (!(BUILDS as readonly string[]).includes(b)) throw new Error(`unknown build ${b}: ${BUILDS.join(', ')}`);
const routes = values.routes.split(',').map((r) => r.trim()).filter(Boolean);
for (const r of routes) if (!(r in ROUTES)) throw new Error(`unknown route ${r}: ${Object.keys(ROUTES).join(', ')}`);
const OUT = path.resolve(ROOT, values.out);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) throw new Error(`no chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);

interface Sample {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  benchmark: number;
  load: number;
  lcpElement: string;
  /** --lcp-path: the chain the simulated LCP waited for (scripts/perf-lcp-path.ts). */
  lcpPath: string[];
  /** The same run with the CPU slowdown calibrated to the machine's benchmark (scripts/perf-calibrated.ts). */
  calibrated: CalibratedRun;
  /**
   * The shop's calls (POSTs under /api/) inside the trace. A run with none scored the shell and
   * skeletons, not the page: until session 6 a demo build's first visit held its calls until the
   * service worker's precache was done, after Lighthouse had stopped recording.
   */
  calls: number;
}

/** The API base an api build was made with (its port is baked in), kept beside it for --skip-build. */
const apiBaseFile = () => path.join(OUT, 'api', 'perf-api-base.txt');
const reusing = (kind: Build) => values['skip-build'] && existsSync(path.join(OUT, kind, 'index.html'));

/** `npm run demo:server` as a child, on the port a reused api build calls, else a free one. */
function startDemoServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = reusing('api') && existsSync(apiBaseFile()) ? new URL(readFileSync(apiBaseFile(), 'utf8').trim()).port : '0';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/demo-server.ts'), '--port', port], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /demo server listening on (http:\/\/\S+)/.exec(seen);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => {
      reject(new Error(`demo server exited (${String(code)}) before listening`));
    });
  });
}

/**
 * One call to each first-screen path before measuring: a real shop's server is warm when a shopper
 * arrives, while the demo server builds its catalogue on its first answer (0.8 s measured), which
 * the first run would otherwise pay as server time.
 */
async function warmUp(base: string): Promise<void> {
  const calls: Array<[string, object]> = [
    ['/api/common/systemDefaultLanguage', {}],
    ['/api/common/categoryList', {}],
    ['/api/commodity/recommendCommodityList', { page: 1, limit: 20 }],
    ['/api/commodity/commodityDetails', { id: 10001 }],
  ];
  for (const [callPath, body] of calls) {
    const res = await fetch(base + callPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.text();
  }
}

function build(kind: Build, apiBase: string): string {
  const outDir = path.join(OUT, kind);
  if (reusing(kind)) return outDir;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_BASE;
  delete env.VITE_API_BASE2;
  if (kind === 'api') env.VITE_API_BASE = apiBase;
  if (kind === 'proxied') env.VITE_API_BASE = PROXY_PATH;
  console.log(`building ${kind}${env.VITE_API_BASE ? ` (VITE_API_BASE=${env.VITE_API_BASE})` : ''} into ${path.relative(ROOT, outDir)}/`);
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (kind === 'api') writeFileSync(apiBaseFile(), apiBase);
  return outDir;
}

/** --http2 and --https: a certificate made for this run. */
const tls = values.http2 || values.https ? throwawayTls() : undefined;
/** --https: TLS, but chromium speaks HTTP/1.1 (six connections per site), as a shop served without HTTP/2 does. */
const http1OverTls = values.https && !values.http2;

/** What serves a build: its address, and how to stop it. */
interface Served {
  url: string;
  close: () => Promise<void>;
}

/** vite preview of a build, over TLS when `https` is given. */
async function startPreview(outDir: string, options: { proxyTo?: string; https?: Tls }): Promise<Served> {
  const { proxyTo, https } = options;
  const proxy = proxyTo ? { [PROXY_PATH]: { target: proxyTo, rewrite: (p: string) => p.slice(PROXY_PATH.length) } } : undefined;
  const server = await preview({ root: ROOT, build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, proxy, https }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { url: `${https ? 'https' : 'http'}://127.0.0.1:${String(address.port)}`, close: () => server.close() };
}

async function serve(outDir: string, proxyTo?: string): Promise<Served> {
  if (!proxyTo || !tls || http1OverTls) return startPreview(outDir, { proxyTo, https: tls });
  // --http2 with the API behind the site's path: vite preview answers over HTTP/1.1 once it has a
  // proxy, so it serves plain HTTP locally and an HTTP/2 front takes both (perf-http2-front.ts).
  const site = await startPreview(outDir, {});
  const front = await startHttp2Front({ tls, siteUrl: site.url, apiPath: PROXY_PATH, apiUrl: proxyTo });
  return {
    url: front.url,
    close: async () => {
      await front.close();
      await site.close();
    },
  };
}

/** A fresh chromium with its own profile, reachable on a DevTools port. */
async function launchChrome(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'perf-chrome-'));
  // The certificate of --http2 and --https is the run's own (Lighthouse's documented way to test such a site).
  const flags = [...CHROME_FLAGS, ...(tls ? ['--ignore-certificate-errors'] : []), ...(http1OverTls ? ['--disable-http2'] : [])];
  const child = spawn(chromePath, [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const portFile = path.join(profile, 'DevToolsActivePort');
  const started = Date.now();
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n')[0] === '') {
    if (child.exitCode !== null) throw new Error(`chromium exited (${String(child.exitCode)})`);
    if (Date.now() - started > 30_000) throw new Error('chromium did not open its DevTools port within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close: async () => {
      // Its helper processes may still be writing the profile: wait for the browser to be gone,
      // and let a leftover temporary folder be a warning, never the end of a measurement.
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
      child.kill('SIGKILL');
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`left ${profile} behind (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
}

/** A run that hangs (it happens on a loaded machine: chromium stops answering) is given up after this. */
const RUN_TIMEOUT_MS = 5 * 60_000;

/** One Lighthouse run; a run that hangs or cannot be made is tried once more with a fresh chromium. */
async function measure(url: string, report: string): Promise<Sample> {
  try {
    return await measureOnce(url, report);
  } catch (error) {
    console.warn(`run failed (${error instanceof Error ? error.message : String(error)}); trying once more`);
    return measureOnce(url, report);
  }
}

async function measureOnce(url: string, report: string): Promise<Sample> {
  const chrome = await launchChrome();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no result within ${String(RUN_TIMEOUT_MS / 60_000)} min`));
    }, RUN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lighthouseRun(url, report, chrome.port), timeout]);
  } finally {
    clearTimeout(timer);
    await chrome.close();
  }
}

async function lighthouseRun(url: string, report: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: process.env.PERF_LOG === '1' ? 'info' : 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  writeFileSync(report, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  // An audit that could not gather is missing (a few diagnostics fail on current chromium).
  const audit = (id: string): { numericValue?: number; details?: unknown } | undefined => lhr.audits[id];
  const metric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const lcpItems = (audit('largest-contentful-paint-element')?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmark: lhr.environment.benchmarkIndex,
    load: loadavg()[0] ?? 0,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '',
    lcpPath: values['lcp-path'] ? await lcpCriticalPath(result.artifacts, lhr.configSettings, values['what-if'].split(';').filter(Boolean)) : [],
    calibrated: await calibratedRun(result),
    calls: shopCalls(audit('network-requests')?.details),
  };
}

function shopCalls(details: unknown): number {
  const items = (details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  return items.filter((item) => {
    const { pathname } = new URL(item.url ?? 'about:blank');
    return pathname.startsWith('/api/') || pathname.startsWith(`${PROXY_PATH}/api/`);
  }).length;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** What the build was served over, as the table's heading says it. */
function protocolOf(): string {
  if (!tls) return 'HTTP/1.1';
  return http1OverTls ? 'HTTP/1.1 over TLS' : 'HTTP/2 over TLS';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(kind: Build, results: Map<string, Sample[]>): string {
  const lines = [
    `${kind} build, median of ${String(runs)}${warmUpRounds ? ` after ${String(warmUpRounds)} warm-up round${warmUpRounds > 1 ? 's' : ''} not counted` : ''} (Lighthouse ${lighthouseVersion()}, mobile preset, simulated throttling; ${protocolOf()}):`,
    '',
    '| route | score | worst | LCP | FCP | TBT | CLS | calls in trace | CPU benchmark | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [route, samples] of results) {
    const m = (key: keyof Omit<Sample, 'lcpElement' | 'lcpPath' | 'calibrated'>) => median(samples.map((s) => s[key]));
    lines.push(
      `| ${route} | ${String(Math.round(m('score')))} | ${String(Math.min(...samples.map((s) => s.score)))} | ${seconds(m('lcp'))} | ${seconds(m('fcp'))} | ${String(Math.round(m('tbt')))} ms | ${m('cls').toFixed(3)} | ${String(Math.min(...samples.map((s) => s.calls)))}–${String(Math.max(...samples.map((s) => s.calls)))} | ${String(Math.round(m('benchmark')))} | ${m('load').toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/** The same runs with the CPU slowdown calibrated to each run's benchmark: how much of the gap is the machine. */
function calibratedTable(kind: Build, results: Map<string, Sample[]>): string {
  const lines = [
    `${kind} build, the same runs with the CPU slowdown calibrated to the machine (Lighthouse's calculator; the preset's 4× is for a benchmark of 1 533):`,
    '',
    '| route | score | worst | LCP | FCP | TBT | CPU slowdown |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [route, samples] of results) {
    const runsOf = samples.map((s) => s.calibrated);
    const m = (key: keyof CalibratedRun) => median(runsOf.map((r) => r[key]));
    const slowdowns = runsOf.map((r) => r.multiplier);
    lines.push(
      `| ${route} | ${String(Math.round(m('score')))} | ${String(Math.min(...runsOf.map((r) => r.score)))} | ${seconds(m('lcp'))} | ${seconds(m('fcp'))} | ${String(Math.round(m('tbt')))} ms | ${Math.min(...slowdowns).toFixed(1)}–${Math.max(...slowdowns).toFixed(1)}× |`,
    );
  }
  return lines.join('\n');
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const reports = path.join(OUT, 'reports');
mkdirSync(reports, { recursive: true });
const demoServer = builds.includes('api') || builds.includes('proxied') ? await startDemoServer() : null;
if (demoServer) await warmUp(demoServer.url);
const summary: string[] = [];
try {
  for (const kind of builds as Build[]) {
    const outDir = build(kind, demoServer?.url ?? '');
    const served = await serve(outDir, kind === 'proxied' ? demoServer?.url : undefined);
    const results = new Map<string, Sample[]>(routes.map((r) => [r, []]));
    const urlOf = (route: string) => served.url + (ROUTES[route] ?? '');
    try {
      for (let round = 1; round <= warmUpRounds; round += 1) {
        for (const route of routes) {
          const sample = await measure(urlOf(route), path.join(reports, `${kind}-${route}-warm-up-${String(round)}.json`));
          console.log(`${kind} ${route} warm-up ${String(round)}/${String(warmUpRounds)}, not counted: ${String(sample.score)} (LCP ${seconds(sample.lcp)}, TBT ${String(Math.round(sample.tbt))} ms)`);
        }
      }
      for (let i = 1; i <= runs; i += 1) {
        for (const route of routes) {
          const sample = await measure(urlOf(route), path.join(reports, `${kind}-${route}-${String(i)}.json`));
          results.get(route)?.push(sample);
          console.log(
            `${kind} ${route} run ${String(i)}/${String(runs)}: ${String(sample.score)} (LCP ${seconds(sample.lcp)}, FCP ${seconds(sample.fcp)}, TBT ${String(Math.round(sample.tbt))} ms, CLS ${sample.cls.toFixed(3)}; benchmark ${String(sample.benchmark)}, load ${sample.load.toFixed(1)}; ${String(sample.calls)} calls in the trace; calibrated ${sample.calibrated.multiplier.toFixed(1)}×: ${String(sample.calibrated.score)}, LCP ${seconds(sample.calibrated.lcp)}, TBT ${String(Math.round(sample.calibrated.tbt))} ms) LCP: ${sample.lcpElement.slice(0, 90)}`,
          );
          for (const line of sample.lcpPath) console.log(line);
        }
      }
    } finally {
      await served.close();
    }
    summary.push(table(kind, results), calibratedTable(kind, results));
    writeFileSync(path.join(OUT, `${kind}-samples.json`), JSON.stringify(Object.fromEntries(results), null, 2));
  }
} finally {
  demoServer?.child.kill('SIGTERM');
}
console.log(`\n${summary.join('\n\n')}\n`);
