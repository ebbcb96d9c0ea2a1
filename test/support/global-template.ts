import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/index.js';
import { createScratchDatabase, type ScratchDatabase } from './server-process.js';
import { ensureTemplate } from './template.js';

/**
 * Vitest globalSetup: migrate the PGlite template once per run and, for a project on PostgreSQL
 * (TEST_ENGINE=postgres), a template database its files copy (test/support/db.ts), dropped when
 * the run ends.
 */
export default async function setup(project: TestProject) {
  const dir = await ensureTemplate();
  project.provide('pgliteTemplate', dir);
  project.provide('postgresTemplate', '');
  if (project.config.env?.TEST_ENGINE !== 'postgres') return;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = await createPostgresTemplate(adminUrl);
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}

/**
 * A migrated PostgreSQL database for this run's API files to copy (`CREATE DATABASE … TEMPLATE`)
 * instead of each running every migration. A name of its own per run, so runs side by side on
 * one server never share or drop each other's.
 */
async function createPostgresTemplate(adminUrl: string): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(adminUrl, 've_template');
  try {
    // Closed before anyone copies it: PostgreSQL refuses a template somebody is connected to.
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  return template;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The name of this run's migrated PostgreSQL template database ('' off PostgreSQL). */
    postgresTemplate: string;
  }
}
