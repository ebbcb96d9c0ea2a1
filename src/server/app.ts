/**
 * buildApp(config) returns a Fastify app that is not listening (tests use app.inject; main.ts
 * listens). Plugins are registered in a fixed order: external, app-wide hooks, then routes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifySchema, LogController } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { t } from '../shared/messages/index.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { appRoot } from './paths.js';
import { type Database, openDatabase } from './db/index.js';
import { defaultErrorCode, HttpError, unauthorized, unavailable } from './errors.js';
import { installOidc } from './auth/oidc.js';
import { accountRecoveryRoutes } from './account-recovery/routes.js';
import { authRoutes } from './auth/routes.js';
import { publicUser } from './auth/queries.js';
import { compressPage, loadFirstPaint, scriptJson } from './first-paint.js';
import { adminEnabled, installSessions } from './auth/session.js';
import { hereNowRoutes } from './here-now/routes.js';
import { followRoutes } from './follows/routes.js';
import { locationRoutes } from './locations/routes.js';
import { installHealth } from './health/routes.js';
import { installMetrics } from './metrics/index.js';
import { installVendorCache } from './vendors/cache.js';
import { vendorRoutes } from './vendors/routes.js';
import { vendorShareRoutes } from './vendors/share.js';
import { menuCategoryRoutes } from './menu-categories/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { adminRoutes } from './admin/routes.js';
import { weatherRoutes } from './weather/routes.js';
import { attractionRoutes } from './attractions/routes.js';
import { reviewRoutes } from './reviews/routes.js';
import { postRoutes } from './posts/routes.js';
import { challengeRoutes } from './challenges/routes.js';
import { chatRoutes } from './chat/routes.js';
import { profileRoutes } from './profiles/routes.js';
import { eventRoutes } from './events/routes.js';
import { promotionRoutes } from './promotions/routes.js';
import { loyaltyRoutes } from './loyalty/routes.js';
import { pushRoutes } from './messaging/routes.js';
import { preorderRoutes } from './preorders/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { boardRoutes } from './board/routes.js';
import { phoneRoutes } from './phone/routes.js';
import { smsInboundRoutes } from './messaging/inbound.js';
import { pickupRoutes } from './pickup/routes.js';
import { installRealtime } from './realtime/hub.js';
import { installLocale } from './locale.js';
import type { ResolveHost } from './messaging/push-endpoint.js';
import { installOutboxWorker } from './messaging/worker.js';
import { installSecurityHeaders } from './security-headers.js';
import { installRateLimits } from './rate-limit.js';
import { uploadRoutes } from './uploads/routes.js';

export const BODY_LIMIT = 1024 * 1024;
export const defaultClientDir = path.join(appRoot, 'dist/client');

export type { AppContext } from './context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Upload routes take raw bytes instead of JSON. */
    rawUpload?: boolean;
  }
}

export interface BuildOptions {
  /** An open database; when absent one is opened from the configuration. */
  database?: Database;
  now?: () => Date;
  /** Where the built client lives (defaults to dist/client). */
  clientDir?: string;
  /** Extra routes registered before the client fallback (tests). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (tests list them: test/support/routes.ts). */
  onRoute?: (route: { method: string | string[]; url: string; schema?: FastifySchema }) => void;
  /** How push endpoints' host names resolve (tests: no real DNS). Default node:dns. */
  resolveHost?: ResolveHost;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type App = FastifyInstance;

export function databaseOptions(config: Config) {
  return config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { pgliteDir: path.join(config.DATA_DIR, 'pglite') };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseOptions(config)));

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // installHealth answers requests during shutdown itself: 503 with a `code`, like every error.
    return503OnClosing: false,
    // X-Forwarded-For only from the proxies TRUST_PROXY names (decision 0013); default none.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // On a laptop a line per request buried what a developer looks for (the texts and e-mails the
    // log providers print, errors); production keeps them for its log store (issue 44).
    logController: new LogController({ disableRequestLogging: config.NODE_ENV === 'development' }),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Phones and tracking tokens travel in URLs; neither reaches the log (issue 16 item 7).
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', { config, database, now: options.now ?? (() => new Date()), resolveHost: options.resolveHost });

  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  // ---- external plugins
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET ?? randomBytes(32).toString('hex') });
  await installRateLimits(app);
  installMetrics(app);

  // ---- app-wide behaviour
  // Writes accept JSON only (uploads register their own parser in their own scope).
  app.removeContentTypeParser(['text/plain']);
  app.setErrorHandler(errorHandler);
  installLocale(app);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const hasBody =
      request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const acceptsRaw = (request.routeOptions.config as { rawUpload?: boolean } | undefined)?.rawUpload;
    if (hasBody && type !== 'application/json' && !acceptsRaw) {
      throw new HttpError(415, t('errors.jsonOnly'));
    }
    const origin = request.headers.origin;
    if (!origin) return;
    if (!isSameOrigin(origin, request.protocol, request.headers.host, config.PUBLIC_URL)) {
      throw new HttpError(403, t('errors.foreignOrigin'));
    }
  });

  installSecurityHeaders(app);
  installSessions(app);
  // Every /admin/api/* route, whoever registers it, needs the administrator session. Decided on
  // the matched route's pattern (not the raw URL, which percent-encoding could disguise) and
  // before validation, so nothing about the request is revealed to a visitor.
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/admin/api/') && route !== '/admin/api') return;
    if (!adminEnabled(app.ctx)) throw unavailable(t('auth.error.adminDisabled'));
    if (!(await request.isAdmin())) throw unauthorized();
  });
  // PostgreSQL text cannot hold NUL and jsonb refuses lone surrogates: such text is refused here,
  // once for every route, instead of failing in the database as a 500 (found by test/api/fuzz).
  app.addHook('preValidation', async (request) => {
    if (hasBrokenText(request.params) || hasBrokenText(request.query) || hasBrokenText(request.body)) {
      throw new HttpError(400, t('errors.invalidText'));
    }
  });

  // Before the routes, so every write route's answer waits for the vendor cache (decision 0056).
  installVendorCache(app);

  // ---- routes
  installOidc(app);
  installHealth(app);
  await app.register(authRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(vendorRoutes);
  await app.register(vendorShareRoutes);
  await app.register(menuCategoryRoutes);
  await app.register(uploadRoutes);
  installRealtime(app);
  installOutboxWorker(app);
  await app.register(preorderRoutes);
  // Web Push for a tracked order (DESIGN §10.1): the VAPID key and POST /api/track/:token/push.
  await app.register(pushRoutes);
  await app.register(paymentRoutes);
  await app.register(boardRoutes);
  await app.register(pickupRoutes);
  await app.register(loyaltyRoutes);
  await app.register(phoneRoutes);
  await app.register(smsInboundRoutes);
  await app.register(hereNowRoutes);
  await app.register(followRoutes);
  await app.register(locationRoutes);
  await app.register(analyticsRoutes);
  await app.register(eventRoutes);
  await app.register(promotionRoutes);
  await app.register(adminRoutes);
  await app.register(weatherRoutes);
  await app.register(attractionRoutes);
  await app.register(profileRoutes);
  await app.register(reviewRoutes);
  await app.register(postRoutes);
  await app.register(challengeRoutes);
  await app.register(chatRoutes);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  // ---- the client: hashed assets cached for a year, everything else gets index.html; compressed
  // copies made at build time are sent to browsers that accept them
  const clientDir = options.clientDir ?? process.env.CLIENT_DIR ?? defaultClientDir;
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies of every text asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }

  let indexHtml: string | undefined;
  // The landing page, the map home and the guest preorder page are drawn on the server too.
  const firstPaint = hasClient ? await loadFirstPaint(app, clientDir, app.log) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi =
      url.startsWith('/api/') || url === '/api' || url.startsWith('/admin/api/') || url.startsWith('/uploads/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: t('errors.notFound'), code: 'not_found' });
    }
    // A path with a file extension that is not a built asset is a plain 404.
    if (!hasClient || /\.[a-z0-9]+$/i.test(url)) {
      return reply.code(404).type('text/plain').send(t('errors.notFound'));
    }
    // The page carries who is signed in (null for a visitor), so the app's first render needs no
    // round trip to GET /api/auth/user: a signed-in user never sees the landing page flash by. The
    // answer depends on the session cookie, so no shared cache may keep it.
    indexHtml ??= await readFile(path.join(clientDir, 'index.html'), 'utf8');
    const user = await request.currentUser().catch(() => null);
    const boot = `<script type="application/json" id="ve-auth">${scriptJson(user ? publicUser(user) : null)}</script>`;
    const shell = indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${boot}</head>`) : `${indexHtml}${boot}`;
    // A HEAD asks for headers only: no reads, no render.
    const html = firstPaint && request.method === 'GET' ? await firstPaint(request, user, shell) : shell;
    // The first paint is in the visitor's language, from the cookie of their choice or their
    // browser's: the page varies with both, and with the compression the browser accepts.
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (!encoding || request.method === 'HEAD') return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressPage(html, encoding));
  });

  return app as unknown as App;
}

/** TRUST_PROXY as Fastify takes it: none, a hop count (as proxy-addr counts hops), or a list. */
function trustProxyOption(value: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}


/** Whether a parsed request part holds a NUL or a lone UTF-16 surrogate in any string or key. */
function hasBrokenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed();
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 100) return false;
  for (const [key, item] of Object.entries(value)) {
    if (hasBrokenText(key) || hasBrokenText(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Scheme, host and port all count (issue 16 item 9). With PUBLIC_URL the Origin must be exactly
 * its origin; without it, the origin the request itself was made to (protocol + Host header).
 */
function isSameOrigin(origin: string, protocol: string, host: string | undefined, publicUrl: string | undefined): boolean {
  try {
    const o = new URL(origin).origin;
    if (publicUrl) return o === new URL(publicUrl).origin;
    return !!host && o === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

// ---- log redaction (issue 16 item 7)
const REDACTED = '[redacted]';
/** Route parameters that are a phone number or a secret (tracking token, upload ticket). */
const SENSITIVE_PARAM = /^(phone|token|trackingtoken|ticket|code)$/i;
/** Query parameters that are: phones, tokens, OpenID Connect codes and state, upload signatures. */
const SENSITIVE_QUERY = /^(phone|token|trackingtoken|ticket|code|state|signature|email)$/i;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path segment that looks like a phone number (7+ digits) or a token (20+ URL-safe characters). */
function looksSensitive(segment: string): boolean {
  const text = safeDecode(segment);
  return text.replace(/[\s().+-]/g, '').match(/\d{7,}/) !== null || /^[A-Za-z0-9_-]{20,}$/.test(text);
}

/**
 * The URL as it may be logged: values of sensitive route parameters and query parameters are
 * replaced; for a URL that matched no route, any segment that looks like a phone or a token.
 */
export function redactUrl(url: string, params?: Record<string, unknown>): string {
  const q = url.indexOf('?');
  let pathPart = q === -1 ? url : url.slice(0, q);
  const sensitive = params
    ? Object.entries(params)
        .filter(([key, value]) => SENSITIVE_PARAM.test(key) && typeof value === 'string' && value !== '')
        .map(([, value]) => value as string)
    : undefined;
  pathPart = pathPart
    .split('/')
    .map((segment) => {
      if (!segment) return segment;
      if (sensitive) return sensitive.includes(safeDecode(segment)) ? REDACTED : segment;
      return looksSensitive(segment) ? REDACTED : segment;
    })
    .join('/');
  if (q === -1) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
      return eq !== -1 && SENSITIVE_QUERY.test(key) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/**
 * Fastify's request log line, with the URL redacted. Fastify hands its own request object to this
 * serializer (its types name the raw one).
 */
function serializeRequest(raw: unknown) {
  const request = raw as FastifyRequest;
  const matched = Boolean(request.routeOptions?.url);
  return {
    method: request.method,
    url: redactUrl(request.url, matched ? ((request.params as Record<string, unknown>) ?? {}) : undefined),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Errors as pino logs them, minus what a database error carries about the row: Drizzle puts the
 * query's parameters (phones, tokens) in its message, PostgreSQL the conflicting key in `detail`.
 */
function serializeError(err: Error, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  const strip = (text: string | undefined) => (text ?? '').replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
  const extra = err as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  return {
    type: err.constructor?.name ?? 'Error',
    message: strip(err.message),
    stack: strip(err.stack),
    code: extra.code,
    statusCode: extra.statusCode,
    ...(extra.cause instanceof Error && depth < 5 ? { cause: serializeError(extra.cause, depth + 1) } : {}),
  };
}

function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ message: error.message, code: error.code, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message,
    }));
    return reply
      .code(400)
      .send({ message: issues[0]?.message ?? t('errors.invalidRequest'), code: 'invalid_request', issues });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return reply.code(500).send({ message: t('errors.internal'), code: 'internal' });
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({ message: t('errors.bodyTooLarge'), code: 'body_too_large' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(415).send({ message: t('errors.jsonOnly'), code: 'unsupported_media_type' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.code(400).send({ message: t('errors.invalidJson'), code: 'invalid_json' });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message, code: defaultErrorCode(status) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: t('errors.internal'), code: 'internal' });
}
