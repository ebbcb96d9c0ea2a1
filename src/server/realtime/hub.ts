/**
 * Live updates (DESIGN §5): order events travel through PostgreSQL LISTEN/NOTIFY (PGlite
 * supports it too), so every app instance hears every change and fans it out to its own
 * Server-Sent-Events clients.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';

export const PREORDER_CHANNEL = 'preorder_events';

export interface PreorderEvent {
  kind: 'created' | 'status' | 'review';
  vendorId: number;
  orderId: number;
  trackingToken: string;
  status: string;
}

type Listener = (event: PreorderEvent) => void;

export class RealtimeHub {
  private byVendor = new Map<number, Set<Listener>>();
  private byToken = new Map<string, Set<Listener>>();
  /** Cache invalidators: told at once on this instance, and again when the NOTIFY echoes back. */
  private invalidators = new Set<Listener>();
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(PREORDER_CHANNEL, (payload) => {
      let event: PreorderEvent;
      try {
        event = JSON.parse(payload) as PreorderEvent;
      } catch {
        return;
      }
      for (const l of this.invalidators) l(event);
      for (const l of this.byVendor.get(event.vendorId) ?? []) l(event);
      for (const l of this.byToken.get(event.trackingToken) ?? []) l(event);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => {});
  }

  /** Sends the event to every instance (call after the change is committed). */
  async publish(event: PreorderEvent): Promise<void> {
    for (const l of this.invalidators) l(event);
    await this.database.notify(PREORDER_CHANNEL, JSON.stringify(event));
  }

  /** An event already NOTIFYed inside a committed transaction: tell this instance's caches now. */
  invalidateLocal(event: PreorderEvent): void {
    for (const l of this.invalidators) l(event);
  }

  /** For caches: runs on every event, including this instance's own before its NOTIFY returns. */
  onEvent(listener: Listener): () => void {
    this.invalidators.add(listener);
    return () => this.invalidators.delete(listener);
  }

  subscribeVendor(vendorId: number, listener: Listener): () => void {
    return add(this.byVendor, vendorId, listener);
  }

  subscribeToken(token: string, listener: Listener): () => void {
    return add(this.byToken, token, listener);
  }

  get subscriberCount(): number {
    let n = 0;
    for (const s of this.byVendor.values()) n += s.size;
    for (const s of this.byToken.values()) n += s.size;
    return n;
  }
}

function add<K>(map: Map<K, Set<Listener>>, key: K, listener: Listener): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export function installRealtime(app: FastifyInstance): void {
  const hub = new RealtimeHub(app.ctx.database);
  app.decorate('realtime', hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => {
    for (const close of openStreams) close();
  });
  app.addHook('onClose', async () => hub.stop());
}

const openStreams = new Set<() => void>();
const HEARTBEAT_MS = 25_000;

/**
 * Turns the reply into an event stream. Returns `send`; `onClose` runs when the client leaves
 * or the server shuts down.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    openStreams.delete(close);
    onClose();
    res.end();
  };
  openStreams.add(close);
  request.raw.on('close', close);
  return {
    send(event: string, data: unknown) {
      if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
  };
}
