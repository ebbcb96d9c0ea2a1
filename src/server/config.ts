import { isIP } from 'node:net';
import { z } from 'zod';
import { VALLEY_TIME_ZONE } from '../shared/constants.js';

/** Empty strings in the environment mean "not set" (create-t3-app's emptyStringAsUndefined). */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as America/Los_Angeles' },
);

const isHopCount = (parts: string[]) => parts.length === 1 && /^\d{1,2}$/.test(parts[0]);
const isIpOrCidr = (part: string) => {
  const [address, bits, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Production's floor for secrets typed by a person (issue 43 item 9): a 12-character password of
 * one repeated character, or a 32-character secret of two, passes a length check and guards
 * nothing. `openssl rand -hex 32` has 16 different characters but for rare draws (at least 10).
 */
const MIN_DISTINCT_ADMIN_PASSWORD = 8;
const MIN_DISTINCT_SESSION_SECRET = 10;
const distinctCharacters = (value: string) => new Set(value).size;

/**
 * The abuse limits, where 0 means off (rate-limit.ts). Production refuses 0 for each (issue 43
 * item 9): a limit left off from a test or a bench guards nothing. A new `*_LIMIT` setting joins
 * this list (test/unit/config.test.ts checks every one is here).
 */
export const ABUSE_LIMITS = [
  'AUTH_RATE_LIMIT',
  'LOOKUP_RATE_LIMIT',
  'ORDER_RATE_LIMIT',
  'ORDER_PHONE_LIMIT',
  'ORDER_VENDOR_IP_LIMIT',
  'ORDER_PHONE_HOURLY_LIMIT',
  'PHONE_CODE_IP_LIMIT',
  'PHONE_CODE_HOURLY_LIMIT',
  'PHONE_CODE_DAILY_LIMIT',
  'PHONE_CHECK_LIMIT',
  'SIGNIN_ACCOUNT_LIMIT',
  'AD_RATE_LIMIT',
] as const;

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Default: 127.0.0.1, or 0.0.0.0 when NODE_ENV=production (see loadConfig and decision 0014). */
    HOST: optional(z.string().min(1)),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' }),
    ),
    SESSION_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
    ADMIN_USERNAME: optional(z.string().min(1)),
    ADMIN_PASSWORD: optional(z.string().min(12, { message: 'must be at least 12 characters' })),
    SEED_DEMO: optional(bool).transform((v) => v ?? true),
    VALLEY_TZ: timeZone.default(VALLEY_TIME_ZONE),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
    LOOKUP_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
    /** Guest orders per minute per IP (DESIGN §3); 0 = off. */
    ORDER_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
    /** Open (pending, confirmed, ready) orders one phone may hold at one vendor; 0 = off (decision 0014). */
    ORDER_PHONE_LIMIT: z.coerce.number().int().min(0).default(3),
    /** Guest orders one address may place at one vendor per 15 minutes; 0 = off (decision 0014). */
    ORDER_VENDOR_IP_LIMIT: z.coerce.number().int().min(0).default(5),
    /** Guest orders one phone may place per hour, at every vendor together; 0 = off (decision 0014). */
    ORDER_PHONE_HOURLY_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Verification codes texted per hour at the request of one address (any phones); 0 = off (decision 0014). */
    PHONE_CODE_IP_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Verification codes texted per hour by the whole service; 0 = off (decision 0014). */
    PHONE_CODE_HOURLY_LIMIT: z.coerce.number().int().min(0).default(300),
    /** Verification codes texted per 24 hours by the whole service (the SMS bill's ceiling); 0 = off. */
    PHONE_CODE_DAILY_LIMIT: z.coerce.number().int().min(0).default(2000),
    /** Tries at verification codes per hour from one address (and one signed-in account); 0 = off. */
    PHONE_CHECK_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Sign-in attempts per account (normalised e-mail) per 15 minutes, from any address; 0 = off. */
    SIGNIN_ACCOUNT_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Ad impressions and clicks per minute per IP; 0 = off. */
    AD_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
    /**
     * Which proxies' X-Forwarded-For to believe (decision 0013): unset = none (the socket address
     * is the client), a number = that many proxy hops, otherwise a comma-separated list of proxy
     * IPs or CIDRs (e.g. 10.0.0.0/8,127.0.0.1).
     */
    TRUST_PROXY: optional(
      z
        .string()
        .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
        .refine((parts) => parts.length > 0 && (isHopCount(parts) || parts.every(isIpOrCidr)), {
          message: 'must be a number of proxy hops or a comma-separated list of IPs or CIDRs',
        })
        .transform((parts): number | string[] => (isHopCount(parts) ? Number(parts[0]) : parts)),
    ),
    /** redis://… to keep rate-limit counters in Redis instead of the database. */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })),
    PUBLIC_URL: optional(z.url({ message: 'must be a URL such as https://valleyeats.example' })),
    OIDC_ISSUER: optional(z.url({ message: 'must be the URL of an OpenID Connect issuer' })),
    OIDC_CLIENT_ID: optional(z.string().min(1)),
    OIDC_CLIENT_SECRET: optional(z.string().min(1)),
    S3_BUCKET: optional(z.string().min(1)),
    S3_ENDPOINT: optional(z.url({ message: 'must be a URL' })),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    /** Where the bucket's objects are public (a CDN or the bucket's website); default: the endpoint. */
    S3_PUBLIC_URL: optional(z.url({ message: 'must be a URL such as https://cdn.valleyeats.example' })),
    /** Path-style bucket URLs; defaults to true when S3_ENDPOINT is set (MinIO and similar). */
    S3_FORCE_PATH_STYLE: optional(bool),
    /**
     * GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` when set; without it,
     * production refuses every scrape and other modes serve anyone (decision 0031).
     */
    METRICS_TOKEN: optional(z.string().min(16, { message: 'must be at least 16 characters' })),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** scrypt cost as log2 N (OWASP: 17). Lower values exist for test suites only. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
    /**
     * DESIGN §10.1 text messages: 'log' writes them to the server log (development default),
     * 'twilio' sends them. Production refuses 'log' (see the rules below).
     */
    SMS_PROVIDER: optional(z.enum(['log', 'twilio'], { message: 'must be log or twilio' })),
    TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-fA-F]{32}$/, { message: 'must be an Account SID (AC + 32 hex digits)' })),
    TWILIO_AUTH_TOKEN: optional(z.string().min(16, { message: 'must be the account auth token' })),
    /** The sending number in E.164 (+17605550000). */
    TWILIO_FROM: optional(z.string().regex(/^\+[1-9]\d{7,14}$/, { message: 'must be a phone number in E.164 form, such as +17605550000' })),
    TWILIO_API_BASE: z.url({ message: 'must be a URL' }).default('https://api.twilio.com'),
    /** What a HELP text answers with (DESIGN §10.5): where a customer gets help, a phone number or an address. */
    SMS_HELP_CONTACT: z.string().min(3).max(80).default('help@valleyeats.example'),
    /** Time-out of one send (a text or a push) in milliseconds. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The first retry waits this long; each further one twice as long (capped at an hour). */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** Attempts before a message is given up (failedAt). */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** How often the worker looks for due messages besides being woken by NOTIFY. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    /**
     * Unanswered orders escalate (issue 41 item 3, docs/decisions/0050-festival-night.md): an online
     * order pending this many minutes alerts the vendor's desk and inbox, then texts the vendor's
     * phone, then pauses online ordering until closing and tells the waiting customers. 0 turns a
     * step off (tests leave orders pending while their clock moves: testConfig turns all three off).
     */
    ACCEPT_ALERT_MINUTES: z.coerce.number().int().min(0).max(240).default(2),
    ACCEPT_TEXT_MINUTES: z.coerce.number().int().min(0).max(240).default(5),
    ACCEPT_PAUSE_MINUTES: z.coerce.number().int().min(0).max(240).default(10),
    /**
     * E-mails (password reset, issue 24 item 8): 'log' writes them to the server log (the
     * default outside production), 'smtp' sends them through SMTP_URL with nodemailer. Production
     * refuses 'log' (see the rules below).
     */
    EMAIL_PROVIDER: z.enum(['log', 'smtp'], { message: 'must be log or smtp' }).default('log'),
    /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, { message: 'must start with smtp:// or smtps://' })),
    /** The From of every e-mail. */
    EMAIL_FROM: z.string().min(3).default('Valley Eats <no-reply@valleyeats.example>'),
    /**
     * Heat-aware suggestions (DESIGN §10.3): 'nws' reads the US National Weather Service's free
     * API (no key) at WEATHER_API_BASE; 'off' shows no weather. Default: nws, but off under
     * NODE_ENV=test (no test reaches the internet; the weather tests point WEATHER_API_BASE at a
     * fake NWS).
     */
    WEATHER_PROVIDER: optional(z.enum(['nws', 'off'], { message: 'must be nws or off' })),
    WEATHER_API_BASE: z.url({ message: 'must be a URL' }).default('https://api.weather.gov'),
    /** How long a page's request waits for a weather reading before it goes on without one. */
    WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(2000).default(2000),
    /** Web Push (VAPID) keys; generated into DATA_DIR when absent (main.ts). */
    VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, { message: 'must be a base64url P-256 public key' })),
    VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, { message: 'must be a base64url P-256 private key' })),
    VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, { message: 'must be a mailto: or https:// URL' })),
    /** DESIGN §11 paying when you order: 'off' (every order pays at pickup) or 'square'. */
    PAYMENTS_PROVIDER: z.enum(['off', 'square'], { message: 'must be off or square' }).default('off'),
    SQUARE_APPLICATION_ID: optional(z.string().min(1)),
    SQUARE_APPLICATION_SECRET: optional(z.string().min(1)),
    SQUARE_API_BASE: z.url({ message: 'must be a URL' }).default('https://connect.squareup.com'),
    /** Square's Web Payments SDK script (sandbox: https://sandbox.web.squarecdn.com/v1/square.js). */
    SQUARE_WEB_SDK_URL: z.url({ message: 'must be a URL' }).default('https://web.squarecdn.com/v1/square.js'),
    SQUARE_WEBHOOK_SIGNATURE_KEY: optional(z.string().min(1)),
    /** The notification URL exactly as registered at Square; default PUBLIC_URL + /api/payments/square/webhook. */
    SQUARE_WEBHOOK_URL: optional(z.url({ message: 'must be a URL' })),
    /** Encrypts vendors' Square tokens at rest: 32 random bytes as 64 hex digits (openssl rand -hex 32). */
    SQUARE_TOKEN_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, { message: 'must be 64 hex digits (openssl rand -hex 32)' })),
    /** The Square-Version header every request sends. */
    SQUARE_VERSION: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date such as 2025-01-23' }).default('2025-01-23'),
    /** Time-out of one request to Square in milliseconds. */
    SQUARE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /**
     * A checkout a crash left between the charge and the order (decision 0049) is settled with
     * Square once it is this old, looked for this often (and at start).
     */
    PAYMENT_RECONCILE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  })
  .superRefine((c, ctx) => {
    // A live checkout asks Square twice (the order, then the payment): reconcile never races one.
    if (c.PAYMENT_RECONCILE_MS <= 2 * c.SQUARE_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_RECONCILE_MS'], message: 'must be more than twice SQUARE_TIMEOUT_MS (a checkout still talking to Square is not settled behind its back)' });
    }
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST < 17) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'must be at least 17 in production (OWASP scrypt cost); lower values are for tests',
      });
    }
    const oidc = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    if (c.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    // The escalation's steps come in order: alert, text, pause (each step that is on after the one before).
    const steps = (['ACCEPT_ALERT_MINUTES', 'ACCEPT_TEXT_MINUTES', 'ACCEPT_PAUSE_MINUTES'] as const).filter((name) => c[name] > 0);
    for (let i = 1; i < steps.length; i += 1) {
      if (c[steps[i]] <= c[steps[i - 1]]) {
        ctx.addIssue({ code: 'custom', path: [steps[i]], message: `must be more minutes than ${steps[i - 1]}` });
      }
    }
    if (c.EMAIL_PROVIDER === 'smtp' && !c.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when EMAIL_PROVIDER=smtp' });
    }
    // Production (issue 43 item 8, decision 0014): texts and e-mails are sent for real, never
    // written to the log (verification codes and reset links would sit there for anyone who reads
    // it), and every link the server builds starts with PUBLIC_URL: a link built from the request's
    // Host header could point at another site (public-origin.ts).
    if (c.NODE_ENV === 'production') {
      if (c.SMS_PROVIDER !== 'twilio') {
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message: c.SMS_PROVIDER
            ? 'log is refused in production (verification codes would land in the server log): set SMS_PROVIDER=twilio and the TWILIO_* settings'
            : 'is required in production: set SMS_PROVIDER=twilio and the TWILIO_* settings (log is refused)',
        });
      }
      if (c.EMAIL_PROVIDER !== 'smtp') {
        ctx.addIssue({
          code: 'custom',
          path: ['EMAIL_PROVIDER'],
          message: 'log is refused in production (password-reset links would land in the server log): set EMAIL_PROVIDER=smtp and SMTP_URL',
        });
      }
      // Issue 43 item 9: settings that look set but protect nothing.
      if (Array.isArray(c.TRUST_PROXY) && c.TRUST_PROXY.some((p) => /\/0$/.test(p))) {
        ctx.addIssue({
          code: 'custom',
          path: ['TRUST_PROXY'],
          message:
            'trusts every address in production (anyone could pick the address their limits count): name the proxies or a hop count',
        });
      }
      if (c.ADMIN_PASSWORD && distinctCharacters(c.ADMIN_PASSWORD) < MIN_DISTINCT_ADMIN_PASSWORD) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: `has too few different characters (at least ${MIN_DISTINCT_ADMIN_PASSWORD} in production): choose a long random password`,
        });
      }
      if (c.SESSION_SECRET && distinctCharacters(c.SESSION_SECRET) < MIN_DISTINCT_SESSION_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message: `has too few different characters (at least ${MIN_DISTINCT_SESSION_SECRET} in production): use openssl rand -hex 32`,
        });
      }
      for (const name of ABUSE_LIMITS) {
        if (c[name] === 0) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is 0 (off), refused in production: leave it unset for the default or set a generous number',
          });
        }
      }
      if (!c.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message:
            'is required in production: every link the server sends (password reset, tracking, sign-in) is built on it, never on the request’s Host header',
        });
      }
    }
    if (c.PAYMENTS_PROVIDER === 'square') {
      for (const name of ['SQUARE_APPLICATION_ID', 'SQUARE_APPLICATION_SECRET', 'SQUARE_WEBHOOK_SIGNATURE_KEY', 'SQUARE_TOKEN_KEY'] as const) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_PROVIDER=square' });
      }
    }
    if (!!c.VAPID_PUBLIC_KEY !== !!c.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if ((c.ADMIN_USERNAME && !c.ADMIN_PASSWORD) || (!c.ADMIN_USERNAME && c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
  })
  // A development server listens on this machine only unless HOST says otherwise.
  .transform((c) => ({
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    WEATHER_PROVIDER: c.WEATHER_PROVIDER ?? (c.NODE_ENV === 'test' ? ('off' as const) : ('nws' as const)),
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad value throws a ConfigError naming each variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'config')}: ${issue.message}`),
    );
  }
  // Production by accident (issue 16 item 10): NODE_ENV left unset on a server reachable from the
  // network would run as development, with a generated session secret and a printed admin password.
  if (!env.NODE_ENV && !isLoopbackHost(parsed.data.HOST) && !parsed.data.SESSION_SECRET) {
    throw new ConfigError([
      `NODE_ENV: is not set while HOST=${parsed.data.HOST} listens beyond this machine. For a deployment set ` +
        'NODE_ENV=production and SESSION_SECRET (at least 32 random characters, e.g. `openssl rand -hex 32`); ' +
        'for a development server on your network set NODE_ENV=development; or leave HOST unset to listen on 127.0.0.1 only.',
    ]);
  }
  return parsed.data;
}

/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/**
 * A limit no test or bench run reaches, for configurations that run production (which refuses a
 * limit of 0): test/support/production-env.ts, the bench's server and testConfig below.
 */
export const GENEROUS_LIMIT = '1000000';

/** The limits test configs turn off (generous instead when they ask for production). */
const LIMITS_OFF_IN_TESTS = [
  'ORDER_RATE_LIMIT',
  'ORDER_PHONE_LIMIT',
  'ORDER_VENDOR_IP_LIMIT',
  'ORDER_PHONE_HOURLY_LIMIT',
  'PHONE_CODE_IP_LIMIT',
  'PHONE_CHECK_LIMIT',
] as const;

/** A config for tests and tools: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  const production = overrides.NODE_ENV === 'production';
  // PASSWORD_HASH_COST: test suites sign up hundreds of users; 2^10 keeps that fast (see decision
  // 0014); a test that asks for production gets production's cost.
  // Order limits off: tests and the bench place many orders from one address and one phone; the
  // tests of the limits turn them on (test/api/abuse-limits.test.ts). Likewise the per-address
  // code limits: suites verify many phones from one address (test/api/phone-abuse.test.ts turns them on).
  // Production refuses a limit of 0 (issue 43 item 9): a test that asks for production gets
  // GENEROUS_LIMIT for each instead.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PASSWORD_HASH_COST: production ? undefined : '10',
    ...Object.fromEntries(LIMITS_OFF_IN_TESTS.map((name) => [name, production ? GENEROUS_LIMIT : '0'])),
    // Unanswered orders do not escalate: suites leave orders pending while their clock moves on;
    // test/api/escalation.test.ts turns the steps on.
    ACCEPT_ALERT_MINUTES: '0',
    ACCEPT_TEXT_MINUTES: '0',
    ACCEPT_PAUSE_MINUTES: '0',
    ...overrides,
  });
}
