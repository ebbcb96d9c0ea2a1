import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleModeFor, productionBundleProblem, recordBundleMode, recordedBundleMode } from '../../src/server/bundle-mode.js';

const dirs: string[] = [];
function clientDir(withPage = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 've-bundle-mode-'));
  dirs.push(dir);
  if (withPage) writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('bundle mode', () => {
  it.each([
    [undefined, 'production'],
    ['', 'production'],
    ['production', 'production'],
    ['development', 'development'],
    ['test', 'development'],
  ] as const)('a build under NODE_ENV=%s is a %s bundle', (nodeEnv, mode) => {
    expect(bundleModeFor(nodeEnv)).toBe(mode);
  });

  it('reads back the recorded mode, and nothing from a missing or garbled record', () => {
    const dir = clientDir();
    expect(recordedBundleMode(dir)).toBeUndefined();
    recordBundleMode(dir, 'development');
    expect(recordedBundleMode(dir)).toBe('development');
    writeFileSync(path.join(dir, 'build.json'), '{"mode":');
    expect(recordedBundleMode(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'build.json'), '{"mode":"fast"}');
    expect(recordedBundleMode(dir)).toBeUndefined();
  });

  it('lets production serve only a bundle recorded as production', () => {
    const dir = clientDir();
    expect(productionBundleProblem(dir)).toMatch(/without a recorded mode/);
    recordBundleMode(dir, 'development');
    expect(productionBundleProblem(dir)).toMatch(/built in development mode/);
    recordBundleMode(dir, 'production');
    expect(productionBundleProblem(dir)).toBeNull();
  });

  it('has nothing to refuse in a folder with no built page (an API-only server)', () => {
    expect(productionBundleProblem(clientDir(false))).toBeNull();
  });
});
