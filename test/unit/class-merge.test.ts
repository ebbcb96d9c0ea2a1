/**
 * `cn` (src/client/lib/utils.ts) resolves Tailwind conflicts itself instead of shipping
 * tailwind-merge to every visitor. This checks it against tailwind-merge for every ordered pair
 * of classes written in src/client under the same variants, and for the overrides the ui
 * components rely on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from '../../src/client/lib/utils';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every class-like word in a string literal of the client's source. */
function classesInSource(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(path.resolve('src/client'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, , literal] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of literal.split(/\s+/)) {
        if (/^[!-]?[a-z0-9@[\]:/._%#()&>=*,'-]+$/.test(word) && /[a-z]/.test(word) && !/^[.@/#]/.test(word)) {
          found.add(word);
        }
      }
    }
  }
  return [...found];
}

function variantsOf(className: string): string {
  const i = className.search(/:(?![^[]*\])[^:]*$/);
  return i < 0 ? '' : className.slice(0, i);
}

describe('cn', () => {
  it('agrees with tailwind-merge on every pair of classes the app writes', () => {
    const byVariants = new Map<string, string[]>();
    // Only classes tailwind-merge knows (it keeps a repeated unknown word twice), so test ids and
    // other words that merely look like classes are left out.
    for (const c of classesInSource().filter((word) => twMerge(`${word} ${word}`) === word)) {
      const key = variantsOf(c);
      byVariants.set(key, [...(byVariants.get(key) ?? []), c]);
    }
    const disagreements: string[] = [];
    let pairs = 0;
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          pairs++;
          const input = `${a} ${b}`;
          const ours = mergeClasses(input);
          const theirs = twMerge(input);
          if (ours !== theirs) disagreements.push(`${input} → ours "${ours}", tailwind-merge "${theirs}"`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    const kinds = new Map<string, string>();
    for (const d of disagreements) {
      const [a, b] = d.split(' ');
      const kind = `${a.replace(/-[^-]*$/, '')} ${b.replace(/-[^-]*$/, '')}`;
      if (!kinds.has(kind)) kinds.set(kind, d);
    }
    expect([...kinds.values()].slice(0, 80)).toEqual([]);
    // Several hundred thousand merges: a correctness check, not a timing one, so it gets room on a
    // busy machine.
  }, 60_000);

  it('lets a later class win over the component default it conflicts with, and keeps the rest', () => {
    expect(cn('inline-flex h-10 px-4 py-2 text-sm bg-primary', 'h-12 px-6 text-base bg-accent')).toBe(
      'inline-flex py-2 h-12 px-6 text-base bg-accent',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-white')).toBe('text-sm text-white');
    expect(cn('hover:bg-primary bg-card', 'hover:bg-accent')).toBe('bg-card hover:bg-accent');
    expect(cn('rounded-md', false, undefined, { 'rounded-full': true })).toBe('rounded-full');
  });
});
