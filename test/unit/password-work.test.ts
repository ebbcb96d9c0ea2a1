import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from '../../src/server/auth/password.js';

// A burst of sign-ins must leave the server a core for its pages (docs/decisions/0014).
describe('password hashing under a burst', () => {
  it('runs at most one fewer hash than the cores at a time, and queues the rest in order', async () => {
    const limit = Math.max(1, availableParallelism() - 1);
    expect(passwordWork.concurrency).toBe(limit);
    const burst = Array.from({ length: limit + 5 }, (_, i) => hashPassword(`desert-bloom-${i}`, 10));
    await vi.waitFor(() => expect(passwordWork.activeCount).toBeGreaterThan(0));
    expect(passwordWork.activeCount).toBeLessThanOrEqual(limit);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(limit + 5);
    const hashes = await Promise.all(burst);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(0);
    await expect(verifyPassword('desert-bloom-3', hashes[3])).resolves.toBe(true);
    await expect(verifyPassword('desert-bloom-3', hashes[4])).resolves.toBe(false);
  });
});
