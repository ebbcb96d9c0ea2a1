/** Prints how many tests of each kind ran, passed, failed and were skipped (issue: Foundation). */
import type { Reporter, TestModule } from 'vitest/node';

const labels: Record<string, string> = {
  unit: 'Unit tests',
  'api-pglite': 'API tests on PGlite',
  'api-postgres': 'API tests on PostgreSQL',
  browser: 'Browser tests in Chromium',
  ops: 'Operations tests (real server processes)',
  crash: 'Crash tests',
  lighthouse: 'Lighthouse audits (a group of their own)',
};

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = new Map<string, { passed: number; failed: number; skipped: number; ms: number; files: [string, number][] }>();
    for (const mod of testModules) {
      const name = mod.project.name;
      const c = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0, ms: 0, files: [] };
      const ms = mod.diagnostic().duration;
      c.ms += ms;
      c.files.push([mod.relativeModuleId, ms]);
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') c.passed += 1;
        else if (state === 'failed') c.failed += 1;
        else c.skipped += 1;
      }
      counts.set(name, c);
    }
    const lines = ['', 'Test summary by kind:'];
    for (const [name, label] of Object.entries(labels)) {
      const c = counts.get(name);
      if (!c) {
        lines.push(`  ${label}: not run`);
        continue;
      }
      lines.push(`  ${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (${c.files.length} files, ${seconds(c.ms)} in files)`);
    }
    // Where the time goes (issue 38): the slowest files of each kind.
    lines.push('', 'Slowest files by kind:');
    for (const [name, c] of counts) {
      const slowest = [...c.files].sort((a, b) => b[1] - a[1]).slice(0, 5);
      lines.push(`  ${name}: ${slowest.map(([file, ms]) => `${file.replace(/^test\//, '')} ${seconds(ms)}`).join(', ')}`);
    }
    console.log(lines.join('\n'));
  }
}
