/**
 * The expand/contract guard (decision 0034). Instances of two releases share one PostgreSQL
 * during a rollout, and the new one migrates while the old one serves, so a release's migration
 * may only add what the old code can ignore. This test reads every drizzle/*.sql after the
 * baseline and fails on a statement that the previous release's code could trip over, unless the
 * file says it is a contract migration (`-- contract: after <release> …`: it ships only once no
 * instance older than that release runs).
 *
 * It reads SQL text, not a parsed tree: a few regular expressions over the statements with
 * comments and function bodies taken out. It errs towards refusing; a false alarm is answered
 * with a `-- contract:` line and a reason, which a reviewer reads.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const drizzleDir = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/**
 * Migrations written before the rule, with their content pinned: none may change (the migrator
 * never re-runs an applied file, so an edit reaches only fresh databases — 0003 and 0004 were
 * edited after they were first committed). What each would have needed is in decision 0034.
 */
const BASELINE: Record<string, { sha256: string; why: string }> = {
  '0000_init': {
    sha256: '9d818b3048d7e2e2b71d5ad3c65f5835a54de16258354d30a07c54c029168dae',
    why: 'the first schema: no earlier release ran',
  },
  '0001_phone_identity_and_hardening': {
    sha256: '4a24adbb0f97f788d25fa7c017c9c5d58431ecfc3c45eb9f8b2b49e64176595e',
    why: 'expand-only in shape; before the rule, so not checked',
  },
  '0002_pickup_times_and_categories': {
    sha256: '030c13c98a013e32c5a5b677fc3d02e8f7ea1f420f9bd64d321abc29fcd99227',
    why: 'expand-only in shape, with an unbatched backfill of menu_items.category_id',
  },
  '0003_vendor_first_day_and_rewards': {
    sha256: 'c927ea8b5935ed8692b19316800e9b0fcf0bfec3ff00329f843006790e00b29a',
    why: "drops business_hours_vendor_day_uq, which the previous release's hours upsert named in ON CONFLICT; a volatile default rewrites guest_preorders",
  },
  '0004_street_trust_and_go_live': {
    sha256: '7484b93ff6557202769276a570e31e50f437a0a26dfe43c058f7d24105689aa7',
    why: 'expand-only in shape, but locks three hot tables in one transaction (a deadlock with a live order was seen)',
  },
};

/** `-- contract: after <release> …`: the release after which no instance needs what it removes. */
const CONTRACT = /^--\s*contract:\s*after\s+\S+/im;

/** The statements of a migration, without comments, string literals or function bodies. */
function statements(sql: string): string[] {
  return sql
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '$$$$') // dollar-quoted bodies (functions, DO blocks)
    .replace(/'(?:[^']|'')*'/g, "''") // string literals
    .replace(/--[^\n]*/g, '') // line comments, statement-breakpoint markers included
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Functions whose DEFAULT makes ADD COLUMN rewrite the whole table under its lock. */
const VOLATILE_DEFAULT = /\bdefault\b[^,]*\b(random|clock_timestamp|gen_random_uuid|uuid_generate_v\d|timeofday|nextval)\s*\(/i;

const RULES: { name: string; test: (statement: string) => boolean }[] = [
  {
    // DROP NOT NULL relaxes a constraint and is allowed; DROP DEFAULT is not (old inserts rely on it).
    name: 'drops (DROP TABLE, COLUMN, INDEX, CONSTRAINT, DEFAULT…): the old code still reads them',
    test: (s) => /\bdrop\b(?!\s+not\s+null)/i.test(s),
  },
  { name: 'renames: the old code still uses the old name', test: (s) => /\brename\b/i.test(s) },
  {
    name: 'column type changes: a table rewrite, and values the old code does not expect',
    test: (s) => /\balter\s+column\s+(?:"[^"]+"|\w+)\s+(?:set\s+data\s+)?type\b/i.test(s),
  },
  { name: 'SET NOT NULL: the old code inserts rows without the column', test: (s) => /\bset\s+not\s+null\b/i.test(s) },
  {
    name: 'ADD COLUMN … NOT NULL without DEFAULT: the old code inserts rows without it',
    test: (s) => addColumnClauses(s).some((c) => /\bnot\s+null\b/i.test(c) && !/\bdefault\b/i.test(c)),
  },
  {
    name: 'ADD COLUMN with a volatile DEFAULT: rewrites the table under an exclusive lock',
    test: (s) => addColumnClauses(s).some((c) => VOLATILE_DEFAULT.test(c)),
  },
  {
    name: 'CONCURRENTLY: the migrator runs every pending migration in one transaction, where it is refused',
    test: (s) => /\bconcurrently\b/i.test(s),
  },
];

function addColumnClauses(statement: string): string[] {
  return statement
    .split(/\badd\s+column\b/i)
    .slice(1)
    .map((clause) => clause.split(/,\s*(?=add\b|alter\b|drop\b)/i)[0]);
}

/** What in `sql` the previous release could trip over; empty for an expand-only or marked contract migration. */
function contractViolations(sql: string): string[] {
  if (CONTRACT.test(sql)) return [];
  const found: string[] = [];
  for (const statement of statements(sql)) {
    for (const rule of RULES) if (rule.test(statement)) found.push(`${rule.name}: ${statement.slice(0, 160)}`);
  }
  return found;
}

const journal = JSON.parse(readFileSync(`${drizzleDir}meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] };
const files = readdirSync(drizzleDir)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();
const read = (tag: string) => readFileSync(`${drizzleDir}${tag}.sql`, 'utf8');

describe('migrations after the baseline are expand-only (decision 0034)', () => {
  it('knows every migration the migrator runs, and only those', () => {
    expect(files).toEqual(journal.entries.map((e) => e.tag));
  });

  it('keeps the grandfathered migrations as they were applied', () => {
    for (const [tag, { sha256 }] of Object.entries(BASELINE)) {
      expect(createHash('sha256').update(read(tag)).digest('hex'), `${tag} changed after it was applied`).toBe(sha256);
    }
  });

  it('would have refused only 0003 of the grandfathered ones by shape (decision 0034 reviews the rest)', () => {
    const refused = Object.keys(BASELINE).filter((tag) => contractViolations(read(tag)).length > 0);
    expect(refused).toEqual(['0003_vendor_first_day_and_rewards']);
    expect(contractViolations(read('0003_vendor_first_day_and_rewards')).map((v) => v.split(':')[0])).toEqual([
      'drops (DROP TABLE, COLUMN, INDEX, CONSTRAINT, DEFAULT…)',
      'ADD COLUMN with a volatile DEFAULT',
    ]);
  });

  const later = files.filter((tag) => !(tag in BASELINE));
  it.each(later.length ? later : ['(none yet)'])('%s adds only what the previous release can ignore', (tag) => {
    if (tag === '(none yet)') return;
    expect(contractViolations(read(tag)), `${tag}: mark a contract migration with '-- contract: after <release>'`).toEqual([]);
  });
});

describe('the guard itself', () => {
  it.each([
    ['DROP TABLE', 'DROP TABLE "loyalty_rewards";'],
    ['DROP TABLE IF EXISTS', 'drop table if exists vendor_views cascade;'],
    ['DROP COLUMN', 'ALTER TABLE "vendors" DROP COLUMN "category";'],
    ['DROP COLUMN among other clauses', 'ALTER TABLE "vendors" ADD COLUMN "x" text, DROP COLUMN "y";'],
    ['DROP INDEX (an ON CONFLICT target of the old code)', 'DROP INDEX "business_hours_vendor_day_uq";'],
    ['DROP CONSTRAINT', 'ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";'],
    ['DROP DEFAULT', 'ALTER TABLE "guest_preorders" ALTER COLUMN "source" DROP DEFAULT;'],
    ['RENAME COLUMN', 'ALTER TABLE "vendors" RENAME COLUMN "cuisine" TO "cuisine_type";'],
    ['RENAME TO', 'ALTER TABLE "vendor_views" RENAME TO "vendor_visits";'],
    ['ALTER COLUMN … TYPE', 'ALTER TABLE "menu_items" ALTER COLUMN "price" TYPE numeric(12, 2);'],
    ['ALTER COLUMN … SET DATA TYPE', 'ALTER TABLE "menu_items" ALTER COLUMN "price" SET DATA TYPE integer USING price::integer;'],
    ['SET NOT NULL', 'ALTER TABLE "guest_preorders" ALTER COLUMN "email" SET NOT NULL;'],
    ['ADD COLUMN … NOT NULL without DEFAULT', 'ALTER TABLE "vendors" ADD COLUMN "slug" text NOT NULL;'],
    [
      'the second ADD COLUMN NOT NULL of a statement',
      'ALTER TABLE "vendors" ADD COLUMN "a" integer DEFAULT 0 NOT NULL, ADD COLUMN "b" text NOT NULL;',
    ],
    ['a volatile DEFAULT', `ALTER TABLE "guest_preorders" ADD COLUMN "pickup_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;`],
    ['CREATE INDEX CONCURRENTLY', 'CREATE INDEX CONCURRENTLY "x_idx" ON "guest_preorders" ("phone");'],
    ['a statement after a breakpoint', 'CREATE TABLE "a" ("id" serial);--> statement-breakpoint\nALTER TABLE "b" DROP COLUMN "c";'],
  ])('refuses %s', (_name, sql) => {
    expect(contractViolations(sql)).toHaveLength(1);
  });

  it.each([
    ['a new table with NOT NULL columns', 'CREATE TABLE "not_here_reports" ("id" serial PRIMARY KEY NOT NULL, "reporter" text NOT NULL);'],
    ['a nullable column', 'ALTER TABLE "vendors" ADD COLUMN "published_at" timestamp with time zone;'],
    ['a NOT NULL column with a constant DEFAULT', `ALTER TABLE "guest_preorders" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;`],
    ['a NOT NULL column defaulting to now()', 'ALTER TABLE "x" ADD COLUMN "at" timestamp with time zone DEFAULT now() NOT NULL;'],
    ['relaxing NOT NULL', 'ALTER TABLE "guest_preorders" ALTER COLUMN "phone" DROP NOT NULL;'],
    ['a new index and a foreign key', 'CREATE INDEX "i" ON "t" USING btree ("a");\nALTER TABLE "t" ADD CONSTRAINT "fk" FOREIGN KEY ("a") REFERENCES "public"."u"("id") ON DELETE set null;'],
    ['words in comments and strings', `-- we will DROP TABLE "old" and RENAME later\nINSERT INTO "notes" ("text") VALUES ('drop table; rename; set not null');`],
    ['a function body that drops', 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DROP TABLE tmp; RETURN NULL; END $$;'],
  ])('allows %s', (_name, sql) => {
    expect(contractViolations(sql)).toEqual([]);
  });

  it('allows a contract migration that names the release after which it is safe', () => {
    const sql = 'ALTER TABLE "vendors" DROP COLUMN "category";';
    expect(contractViolations(`-- contract: after 0007_menu_categories_only (no code reads vendors.category since)\n${sql}`)).toEqual([]);
    expect(contractViolations(`-- contract:\n${sql}`), 'a contract line without a release').toHaveLength(1);
    expect(contractViolations(`-- this is a contract: after all\n${sql}`), 'not a contract line').toHaveLength(1);
  });
});
