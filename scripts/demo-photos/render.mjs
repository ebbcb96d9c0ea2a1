// Renders the demo illustrations (*.svg here) to the WebP photos the demo data shows
// (src/client/public/demo-photos, src/server/db/demo-photos.ts): `node scripts/demo-photos/render.mjs`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = fileURLToPath(new URL('../../src/client/public/demo-photos/', import.meta.url));
for (const file of readdirSync(here).filter((f) => f.endsWith('.svg'))) {
  await sharp(`${here}${file}`, { density: 288 }).resize(480, 480).webp({ quality: 78 }).toFile(`${out}${file.replace(/\.svg$/, '.webp')}`);
}
