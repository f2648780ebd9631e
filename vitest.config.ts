import { defineConfig } from 'vitest/config';

// Unit, pipeline and query tests. Run with TZ=UTC (npm run test:unit sets it) so a time-zone leak fails.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
  },
});
