/**
 * A photo through the real upload pipeline (ticket, PUT, processed): the URL a review or a post
 * may name, since routes accept only our own uploads.
 */
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
