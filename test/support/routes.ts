/**
 * Every route the app registered, as Fastify's onRoute hook told of it, so that tables of routes in
 * tests (fuzzing, the authorization matrix, the admin guard) fail when a route appears that they do
 * not list.
 */
import type { FastifySchema } from 'fastify';
import type { App } from '../../src/server/app.js';

/** The methods tests send to the app's routes. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RegisteredRoute {
  method: string;
  /** The route pattern as registered, e.g. `/api/vendors/:id/menu`. */
  url: string;
  /** The schemas it validates with (the very objects it was given). */
  schema?: FastifySchema;
}

const recorded = new WeakMap<App, RegisteredRoute[]>();

/** Keeps the routes an app told of through BuildOptions.onRoute (test/support/app.ts). */
export function recordRoutes(app: App, routes: RegisteredRoute[]): void {
  recorded.set(app, routes);
}

/** The routes the app registered (Fastify's onRoute hook), without the HEAD routes it adds for each GET. */
export function listRoutes(app: App): RegisteredRoute[] {
  const routes = recorded.get(app);
  if (!routes || routes.length === 0) throw new Error('No routes recorded: build the app with createTestApp (test/support/app.ts)');
  return routes;
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** Writes: every method but GET/HEAD/OPTIONS. */
export const isWrite = (r: RegisteredRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
