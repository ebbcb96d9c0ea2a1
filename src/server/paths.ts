/**
 * Where the server finds the files that ship beside it (migrations, the built client): the folder
 * of the nearest package.json above this module. That is the checkout when the server runs from
 * its sources (src/server, through tsx) and the same checkout or image when it runs compiled
 * (dist/server/main.js, or a test run's own build under node_modules/.cache), whatever the depth of the
 * file the bundler put this code in (docs/decisions/0048-compiled-server.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const appRoot = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
