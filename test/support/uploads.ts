/**
 * A photo through the real upload pipeline (ticket, PUT, processed): the URL a review or a post
 * may name, since routes accept only our own uploads; and a real photo on disk for a browser's
 * file input.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../src/server/app.js';
import type { Cookie } from './factories.js';

/** A 1×1 PNG (the pipeline refuses what is not an image). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

export async function uploadTestPhoto(app: App, cookie: Cookie): Promise<string> {
  const ticket = (await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } })).json() as { uploadURL: string; objectPath: string };
  const put = await app.inject({ method: 'PUT', url: ticket.uploadURL, headers: { 'content-type': 'image/png' }, payload: TINY_PNG });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  return ticket.objectPath;
}

/** A real 32×24 PNG (terracotta), small enough to live here. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWO4maRNU8QwakHSaBBpj6aim6MZTXu0qLg5WpomjVY4N0erzKTB3aoAAIliMj01ZGHiAAAAAElFTkSuQmCC',
  'base64',
);

/** Writes that PNG as `name` in a fresh temporary folder and returns the path, for a file input. */
export function photoFile(name = 'photo.png'): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 've-photo-')), name);
  writeFileSync(file, PHOTO_PNG);
  return file;
}
