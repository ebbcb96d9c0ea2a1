/**
 * Every route the app registered, read back from Fastify's route tree, so that tables of routes
 * in tests (fuzzing, the authorization matrix) fail when a route appears that they do not list.
 */
import type { App } from '../../src/server/app.js';

export interface RegisteredRoute {
  method: string;
  /** The route pattern as registered, e.g. `/api/vendors/:id/menu`. */
  url: string;
}

/**
 * Parses `app.printRoutes({ commonPrefix: false })`, a tree such as
 * ```
 * ├── /api/vendors (GET, HEAD, POST)
 * │   └── /:id (GET, HEAD, PATCH)
 * ```
 * where each level indents by four characters and a child's path continues its parent's.
 * HEAD routes Fastify adds for each GET are left out.
 */
export function listRoutes(app: App): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?\s*$/u.exec(line);
    if (!m) {
      if (line.trim() !== '') throw new Error(`Unexpected line in the route tree: ${JSON.stringify(line)}`);
      continue;
    }
    const depth = [...m[1]].length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = url;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error(`No routes parsed from:\n${tree}`);
  return routes;
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** Writes: every method but GET/HEAD/OPTIONS. */
export const isWrite = (r: RegisteredRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
