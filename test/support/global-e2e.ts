import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium } from './browser.js';
import { ensureTemplate } from './template.js';

/**
 * Browser tests run against the built client: build it once per run into a directory of this
 * run's own (so parallel runs never overwrite each other's bundle), migrate the template once.
 * The browser and Lighthouse projects share the one build (same process, so one promise on
 * globalThis); the directory goes when the last of them is torn down.
 */
interface SharedBuild {
  outDir: Promise<string>;
  users: number;
}
const shared = globalThis as typeof globalThis & { __valleyEatsClientBuild?: SharedBuild };

async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 've-client-'));
  const { buildClient: build } = await import('../../scripts/build-client.js');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; the tests
  // (and the JavaScript budget) are about what visitors get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await ensureTemplate());
  if (!hasChromium) {
    project.provide('clientDir', '');
    return;
  }
  shared.__valleyEatsClientBuild ??= { outDir: buildClient(), users: 0 };
  const build = shared.__valleyEatsClientBuild;
  build.users += 1;
  const outDir = await build.outDir;
  // The client bundle and, next to it, the server's first paint (scripts/build-client.ts).
  project.provide('clientDir', path.join(outDir, 'client'));
  return () => {
    build.users -= 1;
    if (build.users > 0) return;
    shared.__valleyEatsClientBuild = undefined;
    rmSync(outDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}
