/**
 * A Vite plugin that writes a gzip and a brotli copy next to every text asset of the build, so
 * the server sends compressed bytes without compressing on each request (@fastify/static's
 * `preCompressed`). Runs last, after the service worker has been written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'valley-eats:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of files(outDir)) {
          if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          const bytes = await readFile(file);
          await writeFile(`${file}.gz`, await gzip(bytes, { level: 9 }));
          await writeFile(
            `${file}.br`,
            await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}
