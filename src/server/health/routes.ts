/**
 * What an operator's load balancer and orchestrator ask (decision 0031):
 * - `GET /api/health` — liveness: the process answers. Nothing else is checked, so a database
 *   outage does not get every instance restarted at once.
 * - `GET /api/ready` — readiness: the database answers within READY_TIMEOUT_MS, every migration
 *   of this release is applied, and the instance is not shutting down; otherwise 503 `not_ready`
 *   naming the checks that failed, so traffic goes to another instance.
 * - While the server closes (SIGTERM), requests that reach it on a kept-alive connection get 503
 *   `shutting_down` with `Connection: close`, and answers still in flight close their connection,
 *   so clients and proxies go elsewhere at once. This replaces Fastify's return503OnClosing, whose
 *   answer has no `code`.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { type Database, migrationsFolder } from '../db/index.js';
import { unavailable } from '../errors.js';

/** A database that has not answered `select 1` by then counts as unreachable. */
export const READY_TIMEOUT_MS = 2000;

/** How long a connection opened during shutdown may stay silent before it is ended. */
const UNUSED_SOCKET_GRACE_MS = 1000;

export type ReadyCheck = 'database' | 'migrations' | 'closing';

const ReadySchema = z.object({
  ok: z.literal(true),
  checks: z.object({ database: z.literal('ok'), migrations: z.literal('ok') }),
});
const NotReadySchema = z.object({
  message: z.string(),
  code: z.literal('not_ready'),
  failed: z.array(z.enum(['database', 'migrations', 'closing'])),
  /** Migrations of this release not applied yet (when the database answered). */
  pendingMigrations: z.array(z.string()).optional(),
});

/** The migrations this release ships, as drizzle's journal lists them (tag and folder time). */
function journalEntries(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/**
 * The shipped migrations the database has not applied, decided as drizzle's migrator decides
 * (one newer than the last applied `created_at` runs next). Null when the database did not
 * answer within `timeoutMs`.
 */
export async function pendingMigrations(
  database: Database,
  shipped: { tag: string; when: number }[],
  timeoutMs = READY_TIMEOUT_MS,
): Promise<string[] | null> {
  const query = (async () => {
    await database.db.execute(sql`select 1`);
    const table = await database.db.execute<{ name: string | null }>(
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
    );
    if (!table.rows[0]?.name) return shipped.map((m) => m.tag);
    const last = await database.db.execute<{ at: string | number | null }>(
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    );
    const appliedUpTo = Number(last.rows[0]?.at ?? 0);
    return shipped.filter((m) => m.when > appliedUpTo).map((m) => m.tag);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([query.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers the two probes and the shutdown answers on the root instance (before other routes). */
export function installHealth(app: FastifyInstance): void {
  const shipped = journalEntries();
  let closing = false;
  // Connections that have not sent a byte (a browser's preconnect, a client that opened a second
  // socket it never used) hold server.close() open: Node's closeIdleConnections() only closes
  // connections that have finished a request. At close they are ended, and one that opens while
  // the listening socket is still closing gets a moment to send its request (which is answered
  // 503 shutting_down) before it is ended too.
  const unused = new Set<Socket>();
  const endIfUnused = (socket: Socket) => {
    if (unused.has(socket) && socket.bytesRead === 0) socket.destroy();
  };
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
    if (closing) setTimeout(() => endIfUnused(socket), UNUSED_SOCKET_GRACE_MS).unref();
  });
  app.server.on('request', (request: IncomingMessage) => unused.delete(request.socket as Socket));
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) endIfUnused(socket);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.routeOptions.url === '/api/ready') return;
    reply.header('connection', 'close');
    throw unavailable(t('operations.shuttingDown'), { code: 'shutting_down' });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );

  routes.get(
    '/api/ready',
    { schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
    async (_request, reply) => {
      const failed: ReadyCheck[] = [];
      const pending = closing ? [] : await pendingMigrations(app.ctx.database, shipped);
      if (closing) failed.push('closing');
      else if (pending === null) failed.push('database');
      else if (pending.length > 0) failed.push('migrations');
      if (failed.length === 0) return { ok: true as const, checks: { database: 'ok' as const, migrations: 'ok' as const } };
      if (closing) reply.header('connection', 'close');
      return reply.code(503).send({
        message: t('operations.notReady', { checks: failed.join(', ') }),
        code: 'not_ready' as const,
        failed,
        ...(pending && pending.length > 0 ? { pendingMigrations: pending } : {}),
      });
    },
  );
}
