import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

const api = (name: string, engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['test/api/**/*.test.ts'],
    globalSetup: ['test/support/global-template.ts'],
    setupFiles: ['test/support/fail-on-console-error.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/fail-on-console-error.ts'],
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Lighthouse measures time on the main thread, so it runs alone, once every other project
        // has finished: on a 2-core machine the API and crash tests running beside it made its
        // scores depend on what happened to overlap (docs/decisions/0011-front-end-budgets.md).
        extends: true,
        test: {
          name: 'lighthouse',
          include: ['test/lighthouse/**/*.test.ts'],
          globalSetup: ['test/support/global-e2e.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The real server killed with SIGKILL while orders pour in (test/support/crash.ts).
        extends: true,
        test: {
          name: 'crash',
          include: ['test/crash/**/*.test.ts'],
          globalSetup: ['test/support/global-template.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
