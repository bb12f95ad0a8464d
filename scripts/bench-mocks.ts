/**
 * `npx tsx scripts/bench-mocks.ts`: how fast the demo backend pages through the whole catalogue
 * in Node. Every page of commodityList (20 goods a page) is fetched through msw/node, exactly as
 * the app and the tests call it, for each sort order, a category filter and a keyword search;
 * the median and 95th percentile per page are printed against the target (median ≤ 5 ms).
 * Both wall time and CPU time (process.cpuUsage) are shown: on a machine shared with other work
 * the wall time mostly measures waiting for a core, the CPU time what the demo backend costs.
 * A figure to read, not a test: it never fails the build.
 */
import { setupServer } from 'msw/node';
import type { CommodityListResult, GoodsSort } from '../src/api/types';
import { catalogue } from '../mocks/data/catalogue';
import { handlers } from '../mocks/handlers';

const LIMIT = Number(process.env.BENCH_LIMIT ?? 20);
const TARGET_MS = 5;
const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: 'error' });

async function page(body: Record<string, unknown>, lang = 'en'): Promise<CommodityListResult> {
  const res = await fetch('http://localhost/api/commodity/commodityList', {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang, 'client-type': 'H5' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: CommodityListResult };
  if (json.code !== 1) throw new Error(json.msg);
  return json.data;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

interface Timing {
  wall: number;
  cpu: number;
}

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms`;
}

async function walk(label: string, filter: Record<string, unknown>, lang = 'en'): Promise<Timing[]> {
  const times: Timing[] = [];
  let seen = 0;
  let total = Infinity;
  for (let p = 1; seen < total; p += 1) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const data = await page({ ...filter, page: p, limit: LIMIT }, lang);
    const c1 = process.cpuUsage(c0);
    times.push({ wall: performance.now() - t0, cpu: (c1.user + c1.system) / 1000 });
    total = data.total;
    seen += data.list.length;
    if (data.list.length === 0) break;
  }
  console.log(`${label.padEnd(26)} ${String(times.length).padStart(4)} pages  wall ${stats(times.map((t) => t.wall))}  cpu ${stats(times.map((t) => t.cpu))}`);
  return times;
}

const t0 = performance.now();
catalogue();
console.log(`catalogue built lazily: ${String(catalogue().length)} goods in ${(performance.now() - t0).toFixed(1)} ms (first call only)`);
// Warm-up: the first calls pay for JIT and the seeded demo state.
for (let i = 0; i < 30; i += 1) await page({ page: 1 + i, limit: LIMIT });

const all: Timing[] = [];
for (const sort of ['default', 'sales', 'price_asc', 'price_desc', 'new'] as GoodsSort[]) all.push(...(await walk(`sort=${sort}`, { sort })));
all.push(...(await walk('category_id=2 (earrings)', { category_id: 2 })));
all.push(...(await walk('keyword "perle" (fr)', { keyword: 'perle' }, 'fr')));
all.push(...(await walk('zh-CN, sort=new', { sort: 'new' }, 'zh-CN')));

const wall = all.map((t) => t.wall).sort((a, b) => a - b);
const cpu = all.map((t) => t.cpu).sort((a, b) => a - b);
const median = percentile(wall, 0.5);
console.log(`\ncommodityList over the full catalogue, ${String(LIMIT)} a page, ${String(all.length)} pages:`);
console.log(`  wall: median ${median.toFixed(2)} ms per page, p95 ${percentile(wall, 0.95).toFixed(2)} ms (target median ≤ ${String(TARGET_MS)} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'})`);
console.log(`  cpu:  median ${percentile(cpu, 0.5).toFixed(2)} ms per page, p95 ${percentile(cpu, 0.95).toFixed(2)} ms`);
server.close();
