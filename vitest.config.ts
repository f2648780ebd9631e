import { defineConfig } from 'vitest/config';

// Unit, pipeline and query tests. Run with TZ=UTC (npm run test:unit sets it) so a time-zone leak fails.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    // No test asserts on wall time; the default 5 s only makes a loaded 2-core CI machine fail tests that spawn
    // processes or write megabytes. A real hang still fails, after 60 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
