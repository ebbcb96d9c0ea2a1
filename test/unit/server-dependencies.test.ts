import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledServer } from '../support/server-process.js';
import { repoRoot } from '../support/template.js';

/**
 * Issue 37 item 3 (decision 0048): the image installs `dependencies` only (npm ci --omit=dev), so
 * they must hold every package the compiled server imports, and nothing it does not (the client's
 * packages and the build tools are devDependencies).
 */
describe('the server’s dependencies', () => {
  it('are exactly the packages the compiled server imports', async () => {
    const main = await compiledServer();
    const imported = JSON.parse(readFileSync(path.join(path.dirname(main), 'packages.json'), 'utf8')) as string[];
    const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    // ioredis is required by name at run time (only with REDIS_URL), so the bundler cannot see it.
    const runtimeRequired = ['ioredis'];
    expect(Object.keys(dependencies).sort()).toEqual([...new Set([...imported, ...runtimeRequired])].sort());
    for (const name of ['react', 'react-dom', 'vite', 'tsx', 'typescript', 'esbuild', 'lucide-react', 'recharts']) {
      expect(devDependencies, name).toHaveProperty(name);
    }
  }, 60_000);
});
