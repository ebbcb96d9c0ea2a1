/**
 * The typed API client's tables (src/shared/api) against the routes the server registers: every
 * entry names a route that exists with that method and path, and hands the client the very schema
 * objects that route validates its path, query and body with and answers its success status with.
 * A route whose schema changes without its table entry, or an entry for a route that went, fails here.
 */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/api/contract.js';
import { endpointTables } from '../../src/shared/api/index.js';
import { setupTestApp } from '../support/app.js';
import { listRoutes, routeKey } from '../support/routes.js';

const t = setupTestApp();

describe("the typed API client's tables", () => {
  it('list each route once', () => {
    const keys = endpointTables.flatMap((table) => Object.keys(table));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.length).toBeGreaterThan(0);
  });

  it("give the client the schemas each route validates with and answers with", () => {
    const routes = new Map(listRoutes(t.app).map((route) => [routeKey(route), route]));
    const wrong: string[] = [];
    for (const table of endpointTables) {
      for (const [key, endpoint] of Object.entries(table) as [string, Endpoint][]) {
        const route = routes.get(key);
        if (!route) {
          wrong.push(`${key}: no such route`);
          continue;
        }
        const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
        for (const part of ['params', 'querystring', 'body'] as const) {
          if (schema[part] !== endpoint[part]) wrong.push(`${key}: its ${part} is not the route's`);
        }
        const answer = schema.response?.[endpoint.status];
        if (endpoint.response ? answer !== endpoint.response : !(endpoint.status in (schema.response ?? {}))) {
          wrong.push(`${key}: its ${endpoint.status} answer is not the route's`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
