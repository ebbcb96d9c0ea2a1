#!/usr/bin/env node
// `npm test`: every Vitest project (unit, API on PGlite, API on PostgreSQL when TEST_DATABASE_URL
// is set, browser tests in Chromium, Lighthouse, operations, crash), with the type check and the
// lint running beside it rather than before it. Their output is held and printed after the tests,
// each under its own heading; the run fails if any of the three fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

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

/** A check run beside the tests: its output kept for the end, a line printed when it is done. */
function check(label, cmd, args) {
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve) => {
    const done = (status, error) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = status === 0;
      console.log(`\n${ok ? '✓' : '✗'} ${label} ${ok ? 'passed' : 'FAILED'} (${seconds} s, beside the tests)`);
      resolve({ label, ok, output: error ? `${output}${error.message}\n` : output });
    };
    child.on('error', (error) => done(null, error));
    child.on('close', (code, signal) => done(signal ? null : code));
  });
}

/** The tests, in the foreground: their output goes straight to the terminal. */
function tests(args) {
  const child = spawn(bin('vitest'), ['run', ...args], { stdio: 'inherit', env: process.env });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

// The type check and the lint take one core for under a minute while the unit and API files
// start; they are done long before Lighthouse, which needs the machine to itself.
const checks = Promise.all([
  check('Type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  check('Lint (biome lint src test scripts)', bin('biome'), ['lint', 'src', 'test', 'scripts']),
]);
const testStatus = await tests(process.argv.slice(2));
const results = await checks;

for (const { label, ok, output } of results) {
  console.log(`\n▶ ${label}: ${ok ? 'passed' : 'FAILED'}`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = [...results.filter((r) => !r.ok).map((r) => r.label), ...(testStatus === 0 ? [] : ['Tests (vitest)'])];
if (failed.length > 0) {
  console.error(`\n✗ npm test failed: ${failed.join(', ')}`);
  process.exit(testStatus !== 0 ? testStatus : 1);
}
console.log('\n✓ npm test: type check, lint and tests passed');
