/**
 * What every area gets from the app (STYLE rule: app.ts builds the app, areas import nothing from
 * it): the configuration, the database, the clock, and how push endpoints resolve. app.ts makes
 * one per app and hangs it on the Fastify instance as `app.ctx`.
 */
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { ResolveHost } from './messaging/push-endpoint.js';

/** What every route module gets: configuration, the database and the clock. */
export interface AppContext {
  config: Config;
  database: Database;
  /** The current moment; tests pass a fixed clock. */
  now(): Date;
  /** Host-name resolution for push endpoints (default node:dns; tests pass their own). */
  resolveHost?: ResolveHost;
}
