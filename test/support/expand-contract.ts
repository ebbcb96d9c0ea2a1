/**
 * The expand/contract rule of decision 0034 as code: which migrations are grandfathered, and
 * what in a migration's SQL the previous release could trip over. The guard
 * (test/unit/migrations-expand-only.test.ts) applies it to drizzle/; the zero-downtime ops test
 * (test/ops/zero-downtime-migration.test.ts) checks its synthetic migration with it.
 *
 * It reads SQL text, not a parsed tree: a few regular expressions over the statements with
 * comments, string literals and function bodies taken out. It errs towards refusing; a false
 * alarm is answered with a `-- contract:` line and a reason, which a reviewer reads.
 */

/**
 * Migrations written before the rule, with their content pinned: none may change (the migrator
 * never re-runs an applied file, so an edit reaches only fresh databases — 0003 and 0004 were
 * edited after they were first committed). What each would have needed is in decision 0034.
 */
export const BASELINE: Record<string, { sha256: string; why: string }> = {
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
export function contractViolations(sql: string): string[] {
  if (CONTRACT.test(sql)) return [];
  const found: string[] = [];
  for (const statement of statements(sql)) {
    for (const rule of RULES) if (rule.test(statement)) found.push(`${rule.name}: ${statement.slice(0, 160)}`);
  }
  return found;
}
