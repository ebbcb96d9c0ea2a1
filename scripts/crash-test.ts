/**
 * `npm run test:crash`: kills the real server with SIGKILL CRASH_CYCLES times (default 20) while
 * orders pour in, restarts it on the same data each time, and checks that every acknowledged
 * order survived intact: on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (a fresh
 * database per run). Exits 1 when an acknowledged order was lost or changed.
 * See test/support/crash.ts for how; the `crash` Vitest project runs the same test with fewer cycles.
 */
import { type CrashEngine, crashFailed, formatCrashReport, runCrashTest } from '../test/support/crash.js';

const cycles = Number(process.env.CRASH_CYCLES ?? 20);
if (!Number.isInteger(cycles) || cycles < 1) {
  console.error(`CRASH_CYCLES must be a positive whole number, not ${process.env.CRASH_CYCLES}`);
  process.exit(2);
}
const engines: CrashEngine[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];
if (!process.env.TEST_DATABASE_URL) console.log('Notice: TEST_DATABASE_URL is not set, so the crash test runs on PGlite only.');

let failed = false;
for (const engine of engines) {
  const report = await runCrashTest({ engine, cycles, adminUrl: process.env.TEST_DATABASE_URL, log: (line) => console.log(line) });
  console.log(`\n${formatCrashReport(report)}\n`);
  if (crashFailed(report)) failed = true;
}
process.exit(failed ? 1 : 0);
