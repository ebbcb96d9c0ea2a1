#!/usr/bin/env node
// `npm test`: type check, lint, then every Vitest project (unit, API on PGlite, API on
// PostgreSQL when TEST_DATABASE_URL is set, browser tests in Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    process.exit(res.status ?? 1);
  }
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('Notice: TEST_DATABASE_URL is not set, so the API tests run on PGlite only.');
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  if (process.env.CI === 'true') {
    console.error('Chromium is missing and CI=true: browser tests cannot be skipped.');
    process.exit(1);
  }
  console.log('Notice: no Chromium at /usr/bin/chromium; browser tests are skipped (apt-get install -y chromium).');
}

run('Type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run('Lint', bin('biome'), ['lint', 'src', 'test', 'scripts']);
run('Tests', bin('vitest'), ['run', ...process.argv.slice(2)]);
