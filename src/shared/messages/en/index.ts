/**
 * The English message catalogue: every user-visible string, by key. Each area keeps its own
 * file; core.ts (the first screen) and rest.ts merge them. Spanish (../es) has the same keys.
 */
import { enCore } from './core.js';
import { enRest } from './rest.js';

export const en = { ...enCore, ...enRest } as const;

export type MessageKey = keyof typeof en;
