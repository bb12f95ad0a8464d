/**
 * The same Lighthouse run, scored again with its CPU slowdown calibrated to the machine that made
 * it (`npm run perf`, issue 12).
 *
 * Lighthouse's mobile preset slows the CPU by 4×. Its documentation (docs/throttling.md, "Calibrating
 * the CPU slowdown") says that 4× turns a high-end desktop, benchmark index 1 500–2 000, into the
 * mid-tier phone it means to emulate, and asks for a lower multiplier on a slower machine. Its
 * calculator (lighthouse-cpu-throttling-calculator, linked from there) gives the multiplier for a
 * benchmark index: 4× at 1 533, 3× at 1 300, 2× at 800, 1× at 150, straight lines between.
 *
 * Simulated throttling replays the load it observed with the multiplier applied to each task, so the
 * run's own artifacts are audited again at the calibrated multiplier; no second load is made. The
 * preset's numbers stay the measurement the issue sets its targets on; these say how much of the
 * gap is the machine.
 */
import { auditFlowArtifacts } from 'lighthouse';
import type lighthouse from 'lighthouse';

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

export interface CalibratedRun {
  multiplier: number;
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
}

/** Lighthouse's calculator: the CPU slowdown that takes a machine of this benchmark index to a mid-tier phone. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Slower than the calculator's low-end phone: no slowdown at all, not a speed-up.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The run's artifacts audited again with the CPU slowdown calibrated to its benchmark index. */
export async function calibratedRun(result: RunnerResult): Promise<CalibratedRun> {
  const { artifacts } = result;
  const multiplier = calibratedMultiplier(result.lhr.environment.benchmarkIndex);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  // Lighthouse refuses settings that differ between gathering and auditing: both say the new multiplier.
  const flow = await auditFlowArtifacts({
    gatherSteps: [{ artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } }, flags: { onlyCategories: ['performance'], throttling } }],
  });
  const lhr = flow.steps.at(0)?.lhr;
  if (!lhr) throw new Error('no calibrated result');
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    multiplier,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}
