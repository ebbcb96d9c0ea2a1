/**
 * Live updates (DESIGN §5): order events travel through PostgreSQL LISTEN/NOTIFY (PGlite
 * supports it too), so every app instance hears every change and fans it out to its own
 * Server-Sent-Events clients. Streams are capped per address and per tracking token or vendor
 * (issue 16 item 4), and per tracking token from one address (issue 43 item 9); each event costs
 * one query per token or vendor (not per subscriber), a vendor's streams end with its session,
 * and they carry the same headers as every other answer.
 */
import { isIPv6 } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ENDED_EVENT } from '../../shared/constants.js';
import { t } from '../../shared/messages/index.js';
import { USER_COOKIE } from '../auth/session.js';
import type { Database } from '../db/index.js';
import { tooManyRequests, unauthorized } from '../errors.js';
import { liveSessionIds } from './queries.js';

export const PREORDER_CHANNEL = 'preorder_events';
/**
 * Issue 18 item 2: "something new in your notifications" for signed-in customers. The payload is
 * `{"users":[ids]}` (at most USER_IDS_PER_NOTIFY ids, under NOTIFY's 8000 bytes); a user's streams
 * get an empty `notifications` event and the page asks for the list again (nothing private travels).
 */
export const USER_CHANNEL = 'user_events';
const USER_IDS_PER_NOTIFY = 100;
/** The events a user's stream carries: 'notifications' (the bell) or 'chat' (issue 19 item 4, a conversation changed). */
export type UserStreamEvent = 'notifications' | 'chat';

export interface PreorderEvent {
  /** 'delay': the vendor gave the order more time (decision 0027). */
  kind: 'created' | 'status' | 'review' | 'delay';
  vendorId: number;
  orderId: number;
  trackingToken: string;
  status: string;
}

/** The event that tells an order's streams (the vendor's desk, its tracking page) it changed. */
export function orderEvent(
  kind: PreorderEvent['kind'],
  order: { id: number; vendorId: number; trackingToken: string; status: string },
): PreorderEvent {
  return { kind, vendorId: order.vendorId, orderId: order.id, trackingToken: order.trackingToken, status: order.status };
}

/** What a vendor's stream carries of an event: no customer's tracking token. */
export type VendorStreamEvent = Omit<PreorderEvent, 'trackingToken'>;

type Listener = (event: PreorderEvent) => void;

/**
 * Caps on open streams, counted on this instance (each instance bounds its own connections);
 * 0 turns a cap off. Per IP: every stream from one address. Per key: the streams of one tracking
 * token, or of one vendor. Per token and address: the streams of one tracking token from one
 * address (an IPv6 address counts by its /64, one subscriber's network), so a shared tracking
 * link cannot take all of an order's slots from one place (issue 43 item 9, decision 0046).
 */
export interface StreamLimits {
  perIp: number;
  perKey: number;
  perTokenIp: number;
}
export const DEFAULT_STREAM_LIMITS: Readonly<StreamLimits> = { perIp: 50, perKey: 10, perTokenIp: 3 };
/** Vendor streams whose session was deleted elsewhere or expired close within this time. */
export const SESSION_RECHECK_MS = 30_000;
const HEARTBEAT_MS = 25_000;
/**
 * When the server shuts down, each stream's last words tell the browser to come back after a
 * random 1–3 s (spread so a restart's listeners do not all return in one instant), by which time
 * the load balancer sends it to another instance (decision 0031).
 */
export const SHUTDOWN_RETRY_MS: readonly [number, number] = [1000, 3000];
/** How long a stream's last bytes may take to leave at shutdown before its connection is cut. */
const SHUTDOWN_FLUSH_MS = 2000;
/** A client that reads slower than this much unsent data builds up is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;

interface OpenStream {
  ip: string;
  send(event: string, json: string): void;
  /** `reconnectMs`: a last `retry:` field and `reconnect` event before the end (shutdown). */
  close(reconnectMs?: number): void;
  /**
   * The session the stream was opened with is over: a last SESSION_ENDED_EVENT, then the end, so
   * the page stops rather than reconnecting into a 401 (docs/decisions/0017-logout-and-live-streams.md).
   */
  endSession(): void;
  /** Settles when the answer has finished or its connection closed. */
  ended: Promise<void>;
  /** Cuts the connection if the answer has not finished. */
  destroy(): void;
}
interface VendorStream extends OpenStream {
  /** The user session the stream was opened with. */
  sid: string;
}
interface VendorGroup {
  streams: Set<VendorStream>;
  /** Events waiting for the group's session check. */
  queue: PreorderEvent[];
  running: boolean;
}
interface TokenGroup {
  streams: Set<OpenStream>;
  /** The tracked order as JSON, or undefined when it is gone. */
  load: () => Promise<string | undefined>;
  dirty: boolean;
  running: boolean;
  /** Vendors whose every event reloads the group too (an order's queue, a public board: issue 41). */
  vendorIds: readonly number[];
  /** The last JSON sent, so a reload that changed nothing sends nothing. */
  last?: string;
}

export class RealtimeHub {
  /** Caps on open streams; tests may lower them. */
  limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS };
  private vendors = new Map<number, VendorGroup>();
  private tokens = new Map<string, TokenGroup>();
  /** Token groups that follow a vendor's events (vendorIds), by vendor id. */
  private byVendor = new Map<number, Set<TokenGroup>>();
  /** Signed-in customers' notification streams, by user id (bound to their session like a vendor's). */
  private users = new Map<string, Set<VendorStream>>();
  private perIp = new Map<string, number>();
  private open = new Set<OpenStream>();
  /** Cache invalidators: told at once on this instance, and again when the NOTIFY echoes back. */
  private invalidators = new Set<Listener>();
  private unlisten?: () => Promise<void>;
  private unlistenUsers?: () => Promise<void>;
  private recheck?: ReturnType<typeof setInterval>;

  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly log: { warn(obj: unknown, msg: string): void } = console,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(PREORDER_CHANNEL, (payload) => {
      let event: PreorderEvent;
      try {
        event = JSON.parse(payload) as PreorderEvent;
      } catch {
        return;
      }
      for (const l of this.invalidators) l(event);
      this.deliver(event);
    });
    this.unlistenUsers = await this.database.listen(USER_CHANNEL, (payload) => {
      let ids: unknown;
      let name: UserStreamEvent = 'notifications';
      try {
        const parsed = JSON.parse(payload) as { users?: unknown; event?: unknown };
        ids = parsed.users;
        if (parsed.event === 'chat') name = 'chat';
      } catch {
        return;
      }
      if (!Array.isArray(ids)) return;
      for (const id of ids) {
        if (typeof id !== 'string') continue;
        for (const stream of [...(this.users.get(id) ?? [])]) stream.send(name, '{}');
      }
    });
    this.recheck = setInterval(() => void this.checkSessions(), SESSION_RECHECK_MS);
    this.recheck.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.recheck);
    await this.unlisten?.().catch(() => {});
    await this.unlistenUsers?.().catch(() => {});
  }

  /**
   * Ends every open stream because the server is shutting down: each gets `retry: <ms>` and a
   * `reconnect` event first, so the browser's EventSource reconnects (to another instance) instead
   * of waiting on a server that is going away. Fastify's close() waits for these answers to end.
   */
  async closeAll(): Promise<void> {
    const [min, max] = SHUTDOWN_RETRY_MS;
    const streams = [...this.open];
    for (const stream of streams) stream.close(min + Math.floor(Math.random() * (max - min)));
    // Resolved once every answer has gone out, so the server's close() finds the connections idle;
    // a client too slow to take its last bytes is cut off.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS);
    });
    await Promise.race([Promise.all(streams.map((s) => s.ended)), late]);
    clearTimeout(timer);
    for (const stream of streams) stream.destroy();
  }

  /** Sends the event to every instance (call after the change is committed). */
  async publish(event: PreorderEvent): Promise<void> {
    for (const l of this.invalidators) l(event);
    await this.database.notify(PREORDER_CHANNEL, JSON.stringify(event));
  }

  /**
   * Tells these users' streams, on every instance, that their notifications (or, with 'chat', a
   * conversation of theirs) changed (after commit). The event carries no data.
   */
  async publishToUsers(userIds: readonly string[], event: UserStreamEvent = 'notifications'): Promise<void> {
    const ids = [...new Set(userIds)];
    const extra = event === 'notifications' ? {} : { event };
    for (let i = 0; i < ids.length; i += USER_IDS_PER_NOTIFY) {
      await this.database.notify(USER_CHANNEL, JSON.stringify({ users: ids.slice(i, i + USER_IDS_PER_NOTIFY), ...extra }));
    }
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

  /**
   * 429 `too_many_streams` when one more stream from this request's address, or for this tracking
   * token or vendor, would pass a cap. Called before any work, and again when the stream opens.
   */
  admit(request: FastifyRequest, key: { token: string } | { vendorId: number } | { userId: string }): void {
    const { perIp, perKey, perTokenIp } = this.limits;
    const onKey =
      'token' in key
        ? this.tokens.get(key.token)?.streams.size
        : 'userId' in key
          ? this.users.get(key.userId)?.size
          : this.vendors.get(key.vendorId)?.streams.size;
    if ((perIp > 0 && (this.perIp.get(request.ip) ?? 0) >= perIp) || (perKey > 0 && (onKey ?? 0) >= perKey)) {
      throw tooManyRequests(t('realtime.error.tooManyStreams'), { code: 'too_many_streams' });
    }
    // At most perKey (10) streams in a group: counting them is cheaper than keeping a count.
    const group = 'token' in key ? this.tokens.get(key.token) : undefined;
    if (group && perTokenIp > 0) {
      const network = addressNetwork(request.ip);
      let fromHere = 0;
      for (const stream of group.streams) if (addressNetwork(stream.ip) === network) fromHere += 1;
      if (fromHere >= perTokenIp) {
        throw tooManyRequests(t('realtime.error.tooManyOrderStreams', { max: perTokenIp }), { code: 'too_many_order_streams' });
      }
    }
  }

  /**
   * The vendor's preorder stream, bound to the signed-in session it was opened with: it ends when
   * that session ends (endSession on logout; otherwise found on the next event or within
   * SESSION_RECHECK_MS). Each event costs one session check per vendor, whatever the number of
   * streams. Returns the stream's `send` for a first event.
   */
  openVendorStream(request: FastifyRequest, reply: FastifyReply, vendorId: number): (event: string, data: unknown) => void {
    const sid = userSessionId(request);
    if (!sid) throw unauthorized();
    this.admit(request, { vendorId });
    let group = this.vendors.get(vendorId);
    if (!group) {
      group = { streams: new Set(), queue: [], running: false };
      this.vendors.set(vendorId, group);
    }
    const streams = group.streams;
    const stream: VendorStream = Object.assign(
      this.openStream(request, reply, () => {
        streams.delete(stream);
        if (streams.size === 0 && this.vendors.get(vendorId)?.streams === streams) this.vendors.delete(vendorId);
      }),
      { sid },
    );
    streams.add(stream);
    return (event, data) => stream.send(event, JSON.stringify(data));
  }

  /**
   * A signed-in customer's notification stream (issue 18 item 2), bound to its session like a
   * vendor's: it ends on logout (endSession) or within SESSION_RECHECK_MS of the session ending.
   */
  openUserStream(request: FastifyRequest, reply: FastifyReply, userId: string): void {
    const sid = userSessionId(request);
    if (!sid) throw unauthorized();
    this.admit(request, { userId });
    let streams = this.users.get(userId);
    if (!streams) {
      streams = new Set();
      this.users.set(userId, streams);
    }
    const group = streams;
    const stream: VendorStream = Object.assign(
      this.openStream(request, reply, () => {
        group.delete(stream);
        if (group.size === 0 && this.users.get(userId) === group) this.users.delete(userId);
      }),
      { sid },
    );
    group.add(stream);
  }

  /**
   * A tracking page's stream. `first` is the order as JSON now; on each event for the token,
   * `load` runs once for all of the token's streams (events that come while it runs are folded
   * into one more load), and its answer goes to each. With `vendorIds`, every event of those
   * vendors reloads it too (the order's place in its vendor's queue; a public order board keyed
   * `board:…`, issue 41), and an answer equal to the last one sent is not sent again.
   */
  openTokenStream(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    first: string,
    load: () => Promise<string | undefined>,
    vendorIds: readonly number[] = [],
  ): void {
    this.admit(request, { token });
    let group = this.tokens.get(token);
    if (!group) {
      group = { streams: new Set(), load, dirty: false, running: false, vendorIds, last: first };
      this.tokens.set(token, group);
      for (const id of vendorIds) {
        let set = this.byVendor.get(id);
        if (!set) {
          set = new Set();
          this.byVendor.set(id, set);
        }
        set.add(group);
      }
    }
    const streams = group.streams;
    const owner = group;
    const stream = this.openStream(request, reply, () => {
      streams.delete(stream);
      if (streams.size === 0 && this.tokens.get(token)?.streams === streams) {
        this.tokens.delete(token);
        for (const id of owner.vendorIds) {
          const set = this.byVendor.get(id);
          set?.delete(owner);
          if (set?.size === 0) this.byVendor.delete(id);
        }
      }
    });
    streams.add(stream);
    stream.send('order', first);
  }

  /** Ends, on this instance, every vendor and user stream opened with this session (logout). */
  endSession(sid: string): void {
    for (const group of [...this.vendors.values()]) {
      for (const stream of [...group.streams]) if (stream.sid === sid) stream.endSession();
    }
    for (const group of [...this.users.values()]) {
      for (const stream of [...group]) if (stream.sid === sid) stream.endSession();
    }
  }

  /**
   * Closes the vendor streams whose session is gone (deleted by a logout on another instance,
   * purged, or expired): one statement for all of them. Runs every SESSION_RECHECK_MS.
   */
  async checkSessions(): Promise<void> {
    const all = [...[...this.vendors.values()].flatMap((g) => [...g.streams]), ...[...this.users.values()].flatMap((g) => [...g])];
    if (all.length === 0) return;
    try {
      const live = await liveSessionIds(this.database.db, [...new Set(all.map((s) => s.sid))], this.now());
      for (const stream of all) if (!live.has(stream.sid)) stream.endSession();
    } catch (err) {
      this.log.warn({ err }, 'live stream session check failed');
    }
  }

  /** Open streams on this instance. */
  get subscriberCount(): number {
    return this.open.size;
  }

  /** Open streams on this instance by kind (the live-streams gauge of /metrics). */
  streamCounts(): { vendor: number; tracking: number } {
    let vendor = 0;
    let tracking = 0;
    for (const group of this.vendors.values()) vendor += group.streams.size;
    for (const group of this.tokens.values()) tracking += group.streams.size;
    return { vendor, tracking };
  }

  private deliver(event: PreorderEvent): void {
    const vendor = this.vendors.get(event.vendorId);
    if (vendor) {
      vendor.queue.push(event);
      void this.pumpVendor(vendor);
    }
    const token = this.tokens.get(event.trackingToken);
    if (token) {
      token.dirty = true;
      void this.pumpToken(token);
    }
    for (const group of this.byVendor.get(event.vendorId) ?? []) {
      group.dirty = true;
      void this.pumpToken(group);
    }
  }

  /** Sends queued events to the group's streams whose session still holds; closes the others. */
  private async pumpVendor(group: VendorGroup): Promise<void> {
    if (group.running) return;
    group.running = true;
    try {
      while (group.queue.length > 0 && group.streams.size > 0) {
        const events = group.queue.splice(0);
        const sids = [...new Set([...group.streams].map((s) => s.sid))];
        let live: Set<string> | undefined;
        try {
          live = await liveSessionIds(this.database.db, sids, this.now());
        } catch (err) {
          // Unsure whether the sessions hold: the streams end, and the pages reconnect and reload.
          this.log.warn({ err }, 'live stream session check failed');
        }
        for (const stream of [...group.streams]) {
          if (!live) {
            stream.close();
            continue;
          }
          if (!live.has(stream.sid)) {
            stream.endSession();
            continue;
          }
          for (const { trackingToken: _token, ...rest } of events) stream.send('preorder', JSON.stringify(rest));
        }
      }
      group.queue.length = 0;
    } finally {
      group.running = false;
    }
  }

  /** Loads the tracked order once per burst of events and sends it to every stream of the token. */
  private async pumpToken(group: TokenGroup): Promise<void> {
    if (group.running) return;
    group.running = true;
    try {
      while (group.dirty && group.streams.size > 0) {
        group.dirty = false;
        const json = await group.load().catch((err: unknown) => {
          this.log.warn({ err }, 'live tracking load failed');
          return undefined;
        });
        if (json === undefined || (group.vendorIds.length > 0 && json === group.last)) continue;
        group.last = json;
        for (const stream of [...group.streams]) stream.send('order', json);
      }
    } finally {
      group.running = false;
    }
  }

  /**
   * Turns the reply into an event stream sent through Fastify (not a hijacked socket), so every
   * onSend hook runs: the security headers, like any other answer. Never cached.
   */
  private openStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): OpenStream {
    const ip = request.ip;
    const body = new PassThrough();
    body.on('error', () => {});
    let closed = false;
    const write = (chunk: string) => {
      if (closed) return;
      body.write(chunk);
      if (body.writableLength > MAX_BUFFERED_BYTES) stream.close();
    };
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const ended = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
    const stream: OpenStream = {
      ip,
      ended,
      destroy: () => {
        if (!reply.raw.writableFinished) reply.raw.destroy();
      },
      send: (event, json) => write(`event: ${event}\ndata: ${json}\n\n`),
      close: (reconnectMs) => {
        if (closed) return;
        if (reconnectMs !== undefined) write(`retry: ${reconnectMs}\nevent: reconnect\ndata: {"retryMs":${reconnectMs}}\n\n`);
        closed = true;
        clearInterval(heartbeat);
        this.open.delete(stream);
        const n = (this.perIp.get(ip) ?? 1) - 1;
        if (n > 0) this.perIp.set(ip, n);
        else this.perIp.delete(ip);
        onClose();
        body.end();
      },
      endSession: () => {
        write(`event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`);
        stream.close();
      },
    };
    this.open.add(stream);
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    reply.raw.on('close', () => stream.close());
    body.write('retry: 3000\n\n');
    reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(body);
    // A client that left while the stream was being set up never sends 'close' again.
    if (reply.raw.destroyed || request.raw.socket?.destroyed) stream.close();
    return stream;
  }
}

/**
 * The network an address counts as for a per-address cap: an IPv4 address itself (also when
 * IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address its /64 (one subscriber gets a /64 or more and
 * can pick any address in it).
 */
export function addressNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // An embedded IPv4 tail (…:1.2.3.4) is two groups, beyond the /64 either way.
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = ip.toLowerCase().split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The user session id in the request's signed session cookie (what logout ends). */
export function userSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[USER_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export function installRealtime(app: FastifyInstance): void {
  const hub = new RealtimeHub(app.ctx.database, () => app.ctx.now(), app.log);
  app.decorate('realtime', hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => hub.stop());
}
