import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The suites that turn instants into Manila days and times: they run again in two zones far from UTC, so a
 * time-zone leak (a date read in the machine's zone instead of Asia/Manila) fails (tests/support/zone.test.ts
 * proves each project really runs in its zone).
 */
const DATE_SENSITIVE = ['booking', 'query', 'graph', 'schedules', 'planner', 'advisories', 'calendar']
  .flatMap((dir) => [`tests/${dir}/**/*.test.ts`, `tests/${dir}/**/*.test.tsx`]);
const ZONE_CHECK = 'tests/support/zone.test.ts';

// Unit, pipeline and query tests. Three projects in one run (npm test, npm run test:unit): every suite with TZ=UTC,
// the date-sensitive ones also in America/Los_Angeles and Pacific/Kiritimati. Each project's TZ is in the
// environment its worker processes start with (pool: forks), so Node's zone is that one from the first line.
// One run instead of three runs one after the other: one start, and the three projects' files share the workers.
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // A worker process runs its test files one after another without loading the modules they share again: the run's
    // CPU time more than halves, most of it being the import of zod, yaml and the pipeline per file
    // (docs/decisions/0004-test-suite-cpu.md). So a test file must leave no global state behind: undo stubs and fake
    // clocks in afterEach (vi.unstubAllGlobals, vi.useRealTimers), restore any process.env it changes
    // (determinism.test.ts does, for TZ) and never change the working directory. Projects never share a process, so
    // each keeps its own TZ.
    isolate: false,
    // At least two workers: vitest's default on a 2-core machine is one, which leaves the unit tests the last lane
    // of npm test with one core busy; two finish it in about 60 % of the time for about the same CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // No test asserts on wall time; the default 5 s only makes a loaded 2-core CI machine fail tests that spawn
    // processes or write megabytes. A real hang still fails, after 60 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'UTC', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], env: { TZ: 'UTC' } } },
      ...['America/Los_Angeles', 'Pacific/Kiritimati'].map((zone) => ({
        extends: true as const, test: { name: zone, include: [...DATE_SENSITIVE, ZONE_CHECK], env: { TZ: zone } },
      })),
    ],
  },
});
