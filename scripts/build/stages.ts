/**
 * Wall time per build stage, measured and printed the same way by `npm run build` and the build benchmark.
 */
import { performance } from 'node:perf_hooks';

export interface StageTiming { stage: string; ms: number }

/** Runs `work`, records how long it took under `stage` (also when it throws), and returns its result. */
export function timeStage<T>(timings: StageTiming[], stage: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    timings.push({ stage, ms: performance.now() - start });
  }
}

/** A plain table: one line per stage, then the total. */
export function formatStageTimings(timings: readonly StageTiming[]): string {
  const width = Math.max(5, ...timings.map((t) => t.stage.length));
  const line = (name: string, ms: number) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`;
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  return [...timings.map((t) => line(t.stage, t.ms)), line('total', total)].join('\n');
}
