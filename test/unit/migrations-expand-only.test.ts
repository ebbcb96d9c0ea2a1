/**
 * The expand/contract guard (decision 0034). Instances of two releases share one PostgreSQL
 * during a rollout, and the new one migrates while the old one serves, so a release's migration
 * may only add what the old code can ignore. This test reads every drizzle/*.sql after the
 * baseline and fails on a statement that the previous release's code could trip over, unless the
 * file says it is a contract migration (`-- contract: after <release> …`: it ships only once no
 * instance older than that release runs). The rule itself is in test/support/expand-contract.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASELINE, contractViolations } from '../support/expand-contract.js';

const drizzleDir = fileURLToPath(new URL('../../drizzle/', import.meta.url));

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
