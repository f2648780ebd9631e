/**
 * All or nothing: stages render into a staging folder that replaces `dist` only when every stage has succeeded.
 * Whatever fails, `dist` is the previous complete build (or absent if there was none), never half-written, and
 * neither the staging folder nor any of `tempDirs` is left behind. The swap is two renames on one file system:
 * between them `dist` is briefly absent, never partial.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { timeStage, type StageTiming } from './stages';

export interface Stage {
  name: string;
  /** Writes into `staging`; throws to stop the build. */
  run(staging: string): void;
}

export interface AtomicBuild {
  dist: string;
  /** A fixed path next to dist (not a random one), so nothing about the output depends on it. */
  staging: string;
  /** Folders a stage may leave behind (vite-react-ssg's temp folder), removed whatever happens. */
  tempDirs?: readonly string[];
  stages: readonly Stage[];
}

export type AtomicResult = { ok: true; timings: StageTiming[] } | { ok: false; timings: StageTiming[]; error: unknown };

export function runAtomicBuild({ dist, staging, tempDirs = [], stages }: AtomicBuild): AtomicResult {
  const timings: StageTiming[] = [];
  // A leftover of a killed build is cleared first.
  rmSync(staging, { recursive: true, force: true });
  rmSync(`${staging}-old`, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    for (const stage of stages) timeStage(timings, stage.name, () => stage.run(staging));
    const previous = existsSync(dist) ? `${staging}-old` : null;
    if (previous) renameSync(dist, previous);
    renameSync(staging, dist);
    if (previous) rmSync(previous, { recursive: true, force: true });
    return { ok: true, timings };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    return { ok: false, timings, error };
  } finally {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  }
}
