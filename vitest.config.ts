import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

// The unit and API files run two at a time even on 2 cores, where Vitest's default (cores − 1)
// is one: they wait on PGlite, PostgreSQL's own process, fake services and timers as much as on
// the CPU, so a second worker took that part of `npm test` from ~12 to ~7 minutes on this
// 2-core host. Every project of one sequence group must ask for the same number. The browser,
// operations and crash files run two at a time too, in a group of their own; Lighthouse alone
// (fileParallelism: false).
const maxWorkers = Math.max(2, availableParallelism() - 1);

const api = (name: string, engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    maxWorkers,
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
          maxWorkers,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/fail-on-console-error.ts'],
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
      {
        // Browser files two at a time, in a group of their own after Lighthouse (groupOrder 2):
        // alone, a browser file keeps under one core busy (its server, its Chromium and the test
        // wait on each other: 178 s of CPU in 254 s for twelve files), so a second file uses the
        // other core: the same twelve files took 198 s instead of 254 s, and all 55 took 805 s
        // (three at a time: 755 s, not worth the load). Each file has its own server, data
        // directory and ports.
        // `expect.poll` waits up to 5 s (Playwright's own expect timeout) instead of Vitest's 1 s:
        // a page that answers a click through the server is waited for, not raced.
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers,
          expect: { poll: { timeout: 5_000 } },
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Lighthouse measures time on the main thread, so it has a group of its own
        // (sequence.groupOrder 1): after the unit and API tests have finished and before the
        // browser, operations and crash files (group 2), with nothing else of ours running. Among the browser files the same pages scored 75–100 on a shared 2-core
        // machine; alone 99–100 (docs/decisions/0011-front-end-budgets.md).
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
        // Operations with real server processes: two instances on one PostgreSQL and one object
        // store, a migration while the previous release serves (test/support/server-process.ts).
        // With the browser files (group 2), two files at a time among them: each has its own
        // servers, ports, data directories and databases, and nothing here is timed.
        extends: true,
        test: {
          name: 'ops',
          include: ['test/ops/**/*.test.ts'],
          globalSetup: ['test/support/global-template.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          maxWorkers,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The real server killed with SIGKILL while orders pour in (test/support/crash.ts); with
        // the browser files too.
        extends: true,
        test: {
          name: 'crash',
          include: ['test/crash/**/*.test.ts'],
          globalSetup: ['test/support/global-template.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          maxWorkers,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
