/**
 * The crash test in `npm test` (issue "Proof of quality", item 3): the real server killed with
 * SIGKILL a few times (CRASH_CYCLES, default 4) while orders pour in; every acknowledged order
 * must survive intact. `npm run test:crash` runs the same with 20 cycles (test/support/crash.ts).
 */
import { expect, inject, it } from 'vitest';
import { type CrashReport, crashFailed, formatCrashReport, runCrashTest } from '../support/crash.js';

const cycles = Number(process.env.CRASH_CYCLES ?? 4);
const adminUrl = process.env.TEST_DATABASE_URL;

/** Every acknowledged order was read back unchanged after the server's restarts. */
function expectNothingLost(report: CrashReport) {
  console.log(formatCrashReport(report));
  expect(report.lost, 'acknowledged orders lost').toEqual([]);
  expect(report.changed, 'acknowledged orders changed').toEqual([]);
  expect(report.restartMs).toHaveLength(cycles);
  expect(report.acknowledged).toBeGreaterThan(0);
  expect(report.verified).toBe(report.acknowledged);
  expect(crashFailed(report)).toBe(false);
}

it(`keeps every acknowledged order through ${cycles} SIGKILLs of the server on PGlite`, async () => {
  expectNothingLost(await runCrashTest({ engine: 'pglite', cycles, template: inject('pgliteTemplate'), log: console.log }));
});

it.runIf(adminUrl)(`keeps every acknowledged order through ${cycles} SIGKILLs of the server on PostgreSQL`, async () => {
  expectNothingLost(await runCrashTest({ engine: 'postgres', cycles, adminUrl, log: console.log }));
});
