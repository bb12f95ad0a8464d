/**
 * What Lighthouse's simulated LCP is made of (`npm run perf -- --lcp-path`, issue 12).
 *
 * Lighthouse does not time the page it loads: it rebuilds the load as a graph of requests and
 * main-thread tasks (lantern) and replays it on a simulated phone (slow 4G, 4× CPU). For the LCP
 * the graph holds every request that ended before the largest paint it observed (a low-priority
 * image aside) and the tasks that evaluated those scripts or laid the page out; the estimate is
 * when the last of them ends in the replay. Scores alone do not say which node that was: this
 * prints the chain that ends last (each node's latest-ending dependency, back to the document),
 * with the simulated start and end of each node, and how many requests and bytes the graph holds.
 *
 * `--what-if boot=16,en=15;fs-list=17` replays each `;`-separated case with those files lighter by
 * so many KB (a name is the start of a file's name under /assets/): what a cut would buy before it
 * is made. Lantern's answer moves in steps of its 150 ms round trip, so a cut that does not cross
 * one buys nothing on its own.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import type lighthouse from 'lighthouse';

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

interface SimNode {
  type: 'network' | 'cpu';
  getDependencies(): SimNode[];
  request?: { url: string; priority: string; resourceType?: string; transferSize?: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}
interface Timing {
  startTime: number;
  endTime: number;
}
/** The part of lantern's answer read here (its own types name a global namespace this project does not load). */
interface SimulatedLcp {
  timing: number;
  optimisticEstimate: { nodeTimings: Map<SimNode, Timing> };
}
const requestLcp = LanternLargestContentfulPaint.request as unknown as (data: unknown, context: unknown) => Promise<SimulatedLcp>;

/** What a node is, in a line: a request's priority, kind and path, or a task's first few events. */
function describe(node: SimNode): string {
  if (node.type === 'network' && node.request) {
    const where = node.request.url.startsWith('data:') ? 'data: URL' : node.request.url.replace(/^https?:\/\/[^/]+/, '');
    return `${node.request.priority} ${node.request.resourceType ?? ''} ${where.slice(0, 70)}`;
  }
  const events = (node.childEvents ?? [])
    .filter((e) => /EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|Layout$|ParseHTML|RunMicrotasks/.test(e.name))
    .slice(0, 3)
    .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''}`);
  return `task: ${events.join(', ') || 'browser work'}`;
}

/**
 * Lines describing the simulated LCP of one Lighthouse run, from the artifacts its node API
 * returns (`result.artifacts`) and the settings it ran with (`lhr.configSettings`).
 */
export async function lcpCriticalPath(artifacts: RunnerResult['artifacts'], settings: RunnerResult['lhr']['configSettings'], whatIfs: string[] = []): Promise<string[]> {
  const result = await simulatedLcp(artifacts, settings);
  const cases: string[] = [];
  for (const whatIf of whatIfs) {
    const lighter = await simulatedLcp({ ...artifacts, DevtoolsLog: lighterFiles(artifacts.DevtoolsLog, whatIf) }, settings);
    cases.push(`  what if ${whatIf}: ${String(Math.round(lighter.timing))} ms`);
  }
  // The same graph on a CPU that takes no time: what the requests alone cost.
  const networkOnly = await simulatedLcp(artifacts, { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier: 0.01 } });
  const timings = result.optimisticEstimate.nodeTimings;
  /** Of these nodes, the one that ends last in the replay. */
  const latest = (nodes: Iterable<SimNode>): SimNode | undefined => {
    let found: SimNode | undefined;
    for (const node of nodes) {
      const end = timings.get(node)?.endTime;
      if (end !== undefined && (!found || end > (timings.get(found)?.endTime ?? 0))) found = node;
    }
    return found;
  };
  // From the node that ends last, back through the dependency each one waited for longest.
  const chain: SimNode[] = [];
  for (let node = latest(timings.keys()); node; node = latest(node.getDependencies())) chain.unshift(node);
  const requests = [...timings.keys()].filter((n) => n.type === 'network');
  const size = (n: SimNode) => n.request?.transferSize ?? 0;
  const bytes = requests.reduce((sum, n) => sum + size(n), 0);
  const tasks = [...timings].filter(([n]) => n.type === 'cpu');
  const taskMs = tasks.reduce((sum, [, t]) => sum + t.endTime - t.startTime, 0);
  const ms = (x: number) => String(Math.round(x)).padStart(6);
  const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`;
  const largest = [...requests].sort((a, b) => size(b) - size(a)).slice(0, 6);
  return [
    `simulated LCP ${String(Math.round(result.timing))} ms (${String(Math.round(networkOnly.timing))} ms with no CPU time at all): ${String(requests.length)} requests (${kb(bytes)}) and ${String(tasks.length)} tasks (${String(Math.round(taskMs))} ms at the simulated CPU) in its graph`,
    `  largest requests: ${largest.map((n) => `${(n.request?.url ?? '').replace(/^.*\//, '').slice(0, 40)} ${kb(size(n))}`).join(', ')}`,
    '  the chain that ends last:',
    ...chain.map((node) => {
      const t = timings.get(node) ?? { startTime: 0, endTime: 0 };
      return `  ${ms(t.startTime)} → ${ms(t.endTime)} ms  ${describe(node)}`;
    }),
    ...cases,
  ];
}

type DevtoolsLog = RunnerResult['artifacts']['DevtoolsLog'];

/** The load's network log with some files' downloads lighter (`boot=16,en=15`: KB off each; at least 300 bytes stay). */
function lighterFiles(log: DevtoolsLog, whatIf: string): DevtoolsLog {
  const cuts = whatIf.split(',').map((part) => {
    const [name = '', kb = '0'] = part.split('=');
    return { file: new RegExp(`/assets/${name.replace(/[^\w-]/g, '')}-[^/]*$`), bytes: Number(kb) * 1024 };
  });
  const cutById = new Map<string, number>();
  for (const entry of log) {
    if (entry.method !== 'Network.requestWillBeSent') continue;
    const cut = cuts.find((c) => c.file.test(entry.params.request.url));
    if (cut) cutById.set(entry.params.requestId, cut.bytes);
  }
  return log.map((entry) => {
    if (entry.method !== 'Network.loadingFinished') return entry;
    const cut = cutById.get(entry.params.requestId);
    if (cut === undefined) return entry;
    return { ...entry, params: { ...entry.params, encodedDataLength: Math.max(300, entry.params.encodedDataLength - cut) } };
  });
}

function simulatedLcp(artifacts: RunnerResult['artifacts'], settings: RunnerResult['lhr']['configSettings']): Promise<SimulatedLcp> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    simulator: null,
  };
  return requestLcp(data, { computedCache: new Map(), settings });
}
