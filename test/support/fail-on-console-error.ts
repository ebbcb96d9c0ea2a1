/** STYLE rule 8: an unexpected console.error fails the test that caused it. */
import { afterEach, beforeEach, vi } from 'vitest';
// Every message of both languages, as the server has them (the browser loads them in parts).
import '../../src/shared/messages/all.js';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const text = errors.map((a) => a.map(String).join(' ')).join('\n');
    errors = [];
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
