/**
 * The Dockerfile, compose.yaml and deploy/Caddyfile cannot be run here (no Docker), so this reads
 * them the way Docker Compose would and checks what would otherwise only fail on a server: every
 * app variable is one the config schema knows, the app services' environment (with the values
 * deploy/compose.env.example asks for) passes the same loadConfig the server runs, both instances
 * share their database, bucket and secrets, the proxy reaches both, and the image runs as a
 * non-root user with files that exist (docs/decisions/0032-packaging-and-backups.md).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { parse } from 'yaml';
import { ConfigSchema, loadConfig } from '../../src/server/config.js';
import { repoRoot } from '../support/template.js';
import { dockerStages, envOf } from '../support/dockerfile.js';
import { PRODUCTION_ENV } from '../support/production-env.js';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

// ---- Docker Compose's own reading of the files

/** KEY=VALUE lines, as Compose reads .env (comments and blank lines skipped). */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2].trim();
  }
  return env;
}

/** Compose interpolation: $$, ${N}, ${N:-default}, ${N-default}, ${N:?error}, ${N?error}, $N. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, braced?: string, op?: string, arg?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare)!;
      const v = env[name];
      const missing = op?.startsWith(':') ? !v : v === undefined;
      if (!missing) return v ?? '';
      if (op?.endsWith('?')) throw new Error(`required variable ${name}: ${arg}`);
      if (op?.endsWith('-')) return arg ?? '';
      return '';
    },
  );
}

/** Names compose.yaml requires with ${NAME:?…} (outside comments). */
const requiredNames = (text: string) =>
  [...text.replace(/^\s*#.*$/gm, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):\?/g)].map((m) => m[1]);

type Service = {
  build?: unknown;
  command?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] | string };
  networks?: Record<string, { aliases?: string[] }>;
};

// ---- what the server reads

const schemaKeys = new Set(Object.keys(ConfigSchema.in.shape));

/** Variables read straight from process.env by the server (SKIP_CLIENT_BUILD, CLIENT_DIR). */
function processEnvNames(dir = path.join(repoRoot, 'src/server')): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const n of processEnvNames(full)) names.add(n);
    else if (entry.name.endsWith('.ts')) {
      for (const m of readFileSync(full, 'utf8').matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) names.add(m[1]);
    }
  }
  return names;
}
const readByServer = (name: string) => schemaKeys.has(name) || processEnvNames().has(name);

/** What production refuses to start without, asked of the schema itself. */
function productionRequired(): string[] {
  const r = ConfigSchema.safeParse({ NODE_ENV: 'production' });
  return r.success ? [] : [...new Set(r.error.issues.map((i) => String(i.path[0])))];
}

// ---- the files

const composeText = read('compose.yaml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const exampleEnv = parseEnvFile(read('deploy/compose.env.example'));
const vapid = webpush.generateVAPIDKeys();
/** The .env an operator writes: the example's values, and the secrets it leaves to them. */
const operatorEnv: Record<string, string> = {
  ...exampleEnv,
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  MINIO_ROOT_USER: 'minioadmin',
  MINIO_ROOT_PASSWORD: randomBytes(24).toString('hex'),
  S3_ACCESS_KEY_ID: 'valleyeats',
  S3_SECRET_ACCESS_KEY: randomBytes(20).toString('hex'),
  // The senders of the tests' production configuration: nothing on this machine answers them, and
  // no test ever names a real provider's host.
  TWILIO_ACCOUNT_SID: PRODUCTION_ENV.TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: PRODUCTION_ENV.TWILIO_AUTH_TOKEN,
  TWILIO_FROM: PRODUCTION_ENV.TWILIO_FROM,
  SMTP_URL: PRODUCTION_ENV.SMTP_URL,
};
const environmentOfWith = (s: Service, env: Record<string, string>) =>
  Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]));
const environmentOf = (s: Service) => environmentOfWith(s, operatorEnv);

const stages = dockerStages(read('Dockerfile'));
const runtime = stages.at(-1)!;
const imageEnv = envOf(runtime.instructions);

const appNames = Object.keys(services).filter((n) => services[n].build !== undefined);
/** What each app instance's server sees: the image's ENV, then compose's environment. */
const appEnv = Object.fromEntries(appNames.map((n) => [n, { ...imageEnv, ...environmentOf(services[n]) }]));

describe('compose.yaml', () => {
  it('runs two instances of the image built from the Dockerfile', () => {
    expect(appNames.sort()).toEqual(['app1', 'app2']);
  });

  it('sets only variables the server reads (the config schema, or process.env in src/server)', () => {
    for (const name of appNames) {
      const unknown = Object.keys(services[name].environment ?? {}).filter((k) => !readByServer(k));
      expect(unknown, `${name} sets variables the server never reads`).toEqual([]);
    }
  });

  it('sets, on both instances, every variable production refuses to start without', () => {
    const required = productionRequired();
    expect(required).toContain('SESSION_SECRET');
    for (const name of appNames) {
      expect(appEnv[name].NODE_ENV).toBe('production');
      for (const r of required) expect(appEnv[name][r], `${name}: ${r}`).toBeTruthy();
    }
  });

  it("gives each instance a configuration the server accepts, with deploy/compose.env.example's values", () => {
    for (const name of appNames) expect(() => loadConfig(appEnv[name]), name).not.toThrow();
  });

  it('asks for every required value in deploy/compose.env.example, and stops without it', () => {
    const required = [...new Set(requiredNames(composeText))];
    expect(required).toEqual(expect.arrayContaining(['SESSION_SECRET', 'POSTGRES_PASSWORD']));
    for (const r of required) expect(Object.keys(exampleEnv), `${r} is not in deploy/compose.env.example`).toContain(r);
    const withoutSecret = { ...operatorEnv, SESSION_SECRET: '' };
    expect(() => interpolate(String(services.app1.environment?.SESSION_SECRET), withoutSecret)).toThrow(/SESSION_SECRET/);
  });

  it('shares one database, one bucket and the same secrets between the instances', () => {
    const [a, b] = appNames.map((n) => loadConfig(appEnv[n]));
    for (const key of ['DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'SESSION_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const) {
      expect(a[key], key).toBeTruthy();
      expect(b[key], key).toBe(a[key]);
    }
    // Each instance its own DATA_DIR volume: nothing in it is shared state once the above are set.
    expect(services.app1.volumes).not.toEqual(services.app2.volumes);
  });

  it('points DATABASE_URL at the PostgreSQL service, its account, and waits until it is healthy', () => {
    const db = new URL(loadConfig(appEnv.app1).DATABASE_URL!);
    const pgService = services[db.hostname];
    expect(pgService?.image).toMatch(/^postgres:16/);
    expect(pgService.healthcheck?.test).toBeTruthy();
    const pgEnv = environmentOf(pgService);
    expect(decodeURIComponent(db.username)).toBe(pgEnv.POSTGRES_USER);
    expect(decodeURIComponent(db.password)).toBe(pgEnv.POSTGRES_PASSWORD);
    expect(db.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    for (const name of appNames) {
      expect((services[name].depends_on as Record<string, { condition: string }>)[db.hostname]?.condition).toBe('service_healthy');
    }
  });

  it("creates the instances' bucket, and routes S3_ENDPOINT's host to the proxy", () => {
    const config = loadConfig(appEnv.app1);
    expect(environmentOf(services['s3-init']).S3_BUCKET).toBe(config.S3_BUCKET);
    expect(String(services['s3-init'].command)).toContain('mc mb');
    for (const name of appNames) {
      expect((services[name].depends_on as Record<string, { condition: string }>)['s3-init']?.condition).toBe(
        'service_completed_successfully',
      );
    }
    const aliases = (services.proxy.networks?.default?.aliases ?? []).map((a) => interpolate(a, operatorEnv));
    expect(aliases).toContain(new URL(config.S3_ENDPOINT!).hostname);
    expect(environmentOf(services.proxy).S3_SITE_ADDRESS).toBe(config.S3_ENDPOINT);
  });

  it('pins every image to a release, never latest (issue 43 item 9)', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build !== undefined) continue;
      expect(service.image, name).toMatch(/^[^:]+:[^:]+$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
    expect(services.minio.image).toMatch(/:RELEASE\.\d{4}-\d{2}-\d{2}T/);
    expect(services['s3-init'].image).toMatch(/:RELEASE\.\d{4}-\d{2}-\d{2}T/);
  });

  it("gives MinIO its own root account; the app's S3 key is another (issue 43 item 9)", () => {
    const config = loadConfig(appEnv.app1);
    const minio = environmentOf(services.minio);
    expect(minio.MINIO_ROOT_USER).toBe(operatorEnv.MINIO_ROOT_USER);
    expect(minio.MINIO_ROOT_PASSWORD).toBe(operatorEnv.MINIO_ROOT_PASSWORD);
    expect(config.S3_ACCESS_KEY_ID).not.toBe(minio.MINIO_ROOT_USER);
    expect(config.S3_SECRET_ACCESS_KEY).not.toBe(minio.MINIO_ROOT_PASSWORD);
    // The root account reaches s3-init only, never an app instance.
    for (const name of appNames) {
      expect(Object.values(appEnv[name]), name).not.toContain(operatorEnv.MINIO_ROOT_PASSWORD);
    }
    const init = environmentOf(services['s3-init']);
    expect(init.MINIO_ROOT_USER).toBe(minio.MINIO_ROOT_USER);
    expect(init.S3_ACCESS_KEY_ID).toBe(config.S3_ACCESS_KEY_ID);
    expect(init.S3_SECRET_ACCESS_KEY).toBe(config.S3_SECRET_ACCESS_KEY);
  });

  describe("s3-init's script, run by sh with a stand-in for mc", () => {
    /** Runs the service's command as its entrypoint would, after Compose's interpolation. */
    function runInit(env: Record<string, string>, userInfo = '') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 've-s3-init-'));
      try {
        const log = path.join(dir, 'calls.log');
        // Logs each call; `admin policy create` also logs the policy file; `admin user info`
        // prints USER_INFO (what MinIO would say about the user).
        writeFileSync(
          path.join(dir, 'mc'),
          `#!/bin/sh\necho "mc $*" >> "${log}"\nif [ "$1 $2 $3" = "admin policy create" ]; then cat "$6" >> "${log}"; fi\nif [ "$1 $2 $3" = "admin user info" ]; then printf '%s' "$USER_INFO"; fi\nexit 0\n`,
          { mode: 0o755 },
        );
        const service = services['s3-init'];
        const script = interpolate(String((service.command as string[])[0]), env);
        const run = spawnSync('/bin/sh', ['-c', script], {
          env: { PATH: `${dir}:${process.env.PATH}`, TMPDIR: dir, USER_INFO: userInfo, ...environmentOfWith(service, env) },
          encoding: 'utf8',
          timeout: 10_000,
        });
        return { status: run.status, stderr: run.stderr, calls: existsSync(log) ? readFileSync(log, 'utf8') : '' };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it('sets up the bucket as root, then the app user with a policy on that bucket alone', () => {
      const { status, stderr, calls } = runInit(operatorEnv);
      expect(status, stderr).toBe(0);
      const lines = calls.split('\n');
      expect(lines[0]).toBe(`mc alias set store http://minio:9000 minioadmin ${operatorEnv.MINIO_ROOT_PASSWORD}`);
      expect(lines).toContain('mc mb --ignore-existing store/valley-eats');
      expect(lines).toContain(`mc admin user add store valleyeats ${operatorEnv.S3_SECRET_ACCESS_KEY}`);
      expect(lines).toContain('mc admin policy attach store valley-eats-app --user valleyeats');
      const policy = JSON.parse(calls.slice(calls.indexOf('{'), calls.lastIndexOf('}') + 1)) as {
        Statement: { Effect: string; Action: string[]; Resource: string[] }[];
      };
      const resources = policy.Statement.flatMap((st) => st.Resource);
      expect(resources.sort()).toEqual(['arn:aws:s3:::valley-eats', 'arn:aws:s3:::valley-eats/*']);
      expect(policy.Statement.every((st) => st.Effect === 'Allow' && st.Action.every((a) => a.startsWith('s3:')))).toBe(true);
      // Run again on a store that has it all: the policy is not attached twice (MinIO refuses that).
      const again = runInit(operatorEnv, 'AccessKey: valleyeats\nStatus: enabled\nPolicyName: valley-eats-app\n');
      expect(again.status, again.stderr).toBe(0);
      expect(again.calls).not.toContain('admin policy attach');
    });

    it("refuses to make MinIO's root the app's key", () => {
      const { status, stderr, calls } = runInit({ ...operatorEnv, S3_ACCESS_KEY_ID: operatorEnv.MINIO_ROOT_USER });
      expect(status).toBe(1);
      expect(stderr).toContain('S3_ACCESS_KEY_ID must differ from MINIO_ROOT_USER');
      expect(calls).toBe('');
    });
  });

  it('mounts a data volume at DATA_DIR on each instance', () => {
    for (const name of appNames) {
      expect(services[name].volumes?.map((v) => v.split(':')[1])).toContain(appEnv[name].DATA_DIR);
    }
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');
  const appBlock = caddyfile.slice(caddyfile.indexOf('reverse_proxy app'), caddyfile.indexOf('\n}', caddyfile.indexOf('reverse_proxy app')));

  it('is the proxy service’s config, published on port 80', () => {
    expect(services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(services.proxy.ports).toContain('80:80');
  });

  it('sends requests round robin to both instances, on the port they listen on', () => {
    const upstreams = /reverse_proxy ([^{\n]+)\{/.exec(appBlock)![1].trim().split(/\s+/);
    const ports = appNames.map((n) => loadConfig(appEnv[n]).PORT);
    expect(upstreams.sort()).toEqual(appNames.map((n, i) => `${n}:${ports[i]}`).sort());
    expect(appBlock).toMatch(/lb_policy round_robin/);
    // Readiness, not liveness: a stopping instance answers 503 there and leaves the rotation.
    expect(appBlock).toMatch(/health_uri \/api\/ready/);
    expect(read('src/server/health/routes.ts')).toContain("'/api/ready'");
  });

  it('passes live-update streams on unbuffered, with a read timeout far above a heartbeat', () => {
    expect(appBlock).toMatch(/flush_interval -1/);
    expect(appBlock).toMatch(/read_timeout 1h/);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const users = runtime.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.at(-1)).toBeDefined();
    expect(['root', '0']).not.toContain(users.at(-1)!.split(':')[0]);
  });

  it('builds the client inside the image, installing dependencies from the lockfile', () => {
    const runs = stages.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    expect(runs.some((r) => r.includes('npm ci') && !r.includes('--omit=dev'))).toBe(true);
    expect(runs).toContain('npm run build');
    expect(runs.some((r) => r.includes('npm ci --omit=dev'))).toBe(true);
    const copies = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies.some((c) => /--from=build\b.*dist\/client/.test(c))).toBe(true);
  });

  it('runs the compiled server with node behind tini, in production, with a health check, port and data volume', () => {
    expect(imageEnv.NODE_ENV).toBe('production');
    // Node's and glibc's own settings (memory, decision 0048) besides the server's.
    const runtimeSettings = ['NODE_OPTIONS', 'MALLOC_ARENA_MAX'];
    for (const name of Object.keys(imageEnv)) expect(readByServer(name) || runtimeSettings.includes(name), `ENV ${name}`).toBe(true);
    expect(imageEnv.NODE_OPTIONS).toMatch(/--max-old-space-size=\d+/);
    const of = (k: string) => runtime.instructions.filter((i) => i.keyword === k).map((i) => i.args);
    // One process for the server (no npm, no tsx), PID 1 an init that passes signals on.
    expect(of('ENTRYPOINT')).toEqual(['["/usr/bin/tini", "--"]']);
    expect(of('CMD')).toEqual(['["node", "--enable-source-maps", "dist/server/main.js"]']);
    const copies = of('COPY');
    expect(copies.some((c) => /--from=build\b.*dist\/server/.test(c))).toBe(true);
    expect(copies.some((c) => /\bsrc\b/.test(c)), 'the runtime ships no TypeScript sources').toBe(false);
    expect(of('HEALTHCHECK').join(' ')).toContain('/api/health');
    expect(of('EXPOSE')).toEqual([String(loadConfig({ ...appEnv.app1 }).PORT)]);
    expect(of('VOLUME').join(' ')).toContain(`"${imageEnv.DATA_DIR}"`);
  });

  it('builds on a pinned Node LTS and type-checks the server in the build stage', () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(read('Dockerfile'))?.[1];
    expect(image).toMatch(/^node:(22|24)\.\d+-bookworm-slim$/);
    const names = stages.map((stage) => stage.name);
    // Every stage starts from the pinned image (the ARG, written as Docker expands it) or an earlier stage.
    const pinned = ['$', '{NODE_IMAGE}'].join('');
    for (const stage of stages) expect([pinned, ...names]).toContain(stage.from);
    expect(JSON.parse(read('package.json')).scripts.build).toBe('tsx scripts/build.ts');
    expect(read('scripts/build.ts')).toContain("'tsconfig.server.json'");
  });

  it('copies only files that exist and that .dockerignore lets into the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const names = stages.map((s) => s.name);
    let checked = 0;
    stages.forEach((stage, index) => {
      for (const copy of stage.instructions.filter((i) => i.keyword === 'COPY')) {
        const words = copy.args.split(/\s+/);
        const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
        const sources = words.filter((w) => !w.startsWith('--')).slice(0, -1);
        if (from) {
          expect(names.slice(0, index), `COPY --from=${from}`).toContain(from);
          continue;
        }
        for (const source of sources) {
          expect(existsSync(path.join(repoRoot, source)), `COPY ${source}`).toBe(true);
          const top = source.split('/')[0];
          expect(ignored, `${source} is excluded by .dockerignore`).not.toContain(top);
          expect(ignored).not.toContain(source);
          checked += 1;
        }
      }
    });
    expect(checked).toBeGreaterThan(5);
  });
});
