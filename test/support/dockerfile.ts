/**
 * The Dockerfile, read as text (no Docker here): its stages and the runtime's environment. The
 * deploy-files test checks the image with it, and the memory bench runs the server with the
 * runtime stage's ENV, as the image does (bench/memory.ts). No Vitest imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './template.js';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name?: string;
  from: string;
  instructions: Instruction[];
}

/** Instructions with continuation lines joined, per stage; comments dropped. */
export function dockerStages(text = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8')): Stage[] {
  const joined = text
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const stages: Stage[] = [];
  for (const line of joined.split('\n')) {
    const m = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const keyword = m[1].toUpperCase();
    const args = m[2].trim();
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from: from[1], name: from[2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** `ENV A=1 B="two words"` (the KEY=VALUE form, values optionally in double quotes). */
export function envOf(instructions: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of instructions.filter((x) => x.keyword === 'ENV')) {
    for (const m of i.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) env[m[1]] = m[2] ?? m[3];
  }
  return env;
}

/** The environment the image's server runs with (the last stage's ENV). */
export function imageEnv(): Record<string, string> {
  return envOf(dockerStages().at(-1)!.instructions);
}
