import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './template.js';

/** Vitest globalSetup: migrate the PGlite template once per run. */
export default async function setup(project: TestProject) {
  const dir = await ensureTemplate();
  project.provide('pgliteTemplate', dir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
