import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium } from './browser.js';
import { ensureTemplate, repoRoot } from './template.js';

/**
 * Browser tests run against the built client: build it once per run into a directory of this
 * run's own (so parallel runs never overwrite each other's bundle), migrate the template once.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await ensureTemplate());
  if (!hasChromium) {
    project.provide('clientDir', '');
    return;
  }
  const outDir = mkdtempSync(path.join(os.tmpdir(), 've-client-'));
  const { build } = await import('vite');
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('clientDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}
