/**
 * Photo uploads with S3_BUCKET set (docs/decisions/0004-uploads.md), against s3rver, an
 * S3-compatible server started inside this file: the browser's PUT goes to a presigned URL for
 * an unserved `incoming/` key; finalize checks and processes it into the public objectPath.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { type Cookie, signUp } from '../support/factories.js';
import { type FakeS3, startFakeS3 } from '../support/fake-s3.js';

const BUCKET = 've-photos';
const dir = mkdtempSync(path.join(os.tmpdir(), 've-s3-'));
let s3: FakeS3;
let endpoint = '';
let t: TestApp;
let owner: Cookie;

beforeAll(async () => {
  s3 = await startFakeS3(path.join(dir, 's3'), BUCKET);
  endpoint = s3.endpoint;
  t = await createTestApp({ env: { DATA_DIR: path.join(dir, 'data'), ...s3.env } });
  owner = (await signUp(t.app)).cookie;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function jpegWithGps(width = 2000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a4bd0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 43/1 2400/100', GPSLongitudeRef: 'W', GPSLongitude: '116/1 12/1 0/1' },
    })
    .toBuffer();
}

async function ticketFor(cookie: Cookie) {
  const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string; headers: Record<string, string> };
}

function finalize(cookie: Cookie, objectPath: string) {
  return t.app.inject({ method: 'POST', url: '/api/objects/finalize', headers: { cookie }, payload: { objectPath } });
}

function putToS3(ticket: { uploadURL: string; headers: Record<string, string> }, body: Buffer) {
  return fetch(ticket.uploadURL, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(body) });
}

const incomingUrl = (objectPath: string) => objectPath.replace(`/${BUCKET}/uploads/`, `/${BUCKET}/incoming/`);

describe('S3 mode', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
  });

  it('hands out a presigned PUT URL for an unserved key and the public URL of the result', async () => {
    const ticket = await ticketFor(owner);
    const url = new URL(ticket.uploadURL);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/incoming/[0-9a-f]{32}$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(ticket.objectPath).toBe(`${endpoint}/${BUCKET}/uploads/${url.pathname.split('/').pop()}`);
    expect(ticket.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    // The local PUT route does not exist in this mode.
    const local = await t.app.inject({ method: 'PUT', url: '/api/uploads/x' });
    expect(local.statusCode).toBe(404);
  });

  it('PUT, finalize, GET: the served image has no EXIF/GPS and is web-sized', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const ticket = await ticketFor(owner);
    const put = await putToS3(ticket, original);
    expect(put.status).toBe(200);
    // Before finalize nothing is at the public URL.
    expect((await fetch(ticket.objectPath)).status).toBe(404);

    const fin = await finalize(owner, ticket.objectPath);
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toEqual({ objectPath: ticket.objectPath });

    const served = await fetch(ticket.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The raw upload is gone.
    expect((await fetch(incomingUrl(ticket.objectPath))).status).toBe(404);
    // Its 320 and 800 px copies for srcset (issue 23) sit beside it, also public and immutable.
    for (const width of [320, 800]) {
      const copy = await fetch(`${ticket.objectPath}-w${width}`);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(width);
    }

    // A repeated finalize (lost answer) succeeds again; someone else's is refused.
    expect((await finalize(owner, ticket.objectPath)).statusCode).toBe(200);
    const stranger = (await signUp(t.app)).cookie;
    expect((await finalize(stranger, ticket.objectPath)).statusCode).toBe(404);
  });

  it('a non-image: finalize answers 400 and deletes the object', async () => {
    const ticket = await ticketFor(owner);
    expect((await putToS3(ticket, Buffer.from('%PDF-1.7\nnot a photo\n%%EOF\n'))).status).toBe(200);
    expect((await fetch(incomingUrl(ticket.objectPath))).status).toBe(200);
    const fin = await finalize(owner, ticket.objectPath);
    expect(fin.statusCode).toBe(400);
    expect(fin.json()).toMatchObject({ message: 'Only JPEG, PNG, WebP or GIF images are allowed' });
    expect((await fetch(incomingUrl(ticket.objectPath))).status).toBe(404);
    expect((await fetch(ticket.objectPath)).status).toBe(404);
    expect((await finalize(owner, ticket.objectPath)).statusCode).toBe(404);
  });

  it('a file over 10 MB: finalize answers 413 and deletes the object', async () => {
    const ticket = await ticketFor(owner);
    expect((await putToS3(ticket, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff))).status).toBe(200);
    const fin = await finalize(owner, ticket.objectPath);
    expect(fin.statusCode).toBe(413);
    expect(fin.json()).toMatchObject({ message: 'File exceeds the maximum size of 10 MB' });
    expect((await fetch(incomingUrl(ticket.objectPath))).status).toBe(404);
  });

  it('finalize before the PUT is 404 and leaves the upload usable', async () => {
    const ticket = await ticketFor(owner);
    expect((await finalize(owner, ticket.objectPath)).statusCode).toBe(404);
    expect((await putToS3(ticket, await jpegWithGps(64, 48))).status).toBe(200);
    expect((await finalize(owner, ticket.objectPath)).statusCode).toBe(200);
    expect((await fetch(ticket.objectPath)).status).toBe(200);
  });

  it('finalize refuses paths that are not ours', async () => {
    for (const objectPath of [
      'https://elsewhere.example/ve-photos/uploads/0123456789abcdef0123456789abcdef',
      `${endpoint}/${BUCKET}/uploads/../incoming/0123456789abcdef0123456789abcdef`,
      `${endpoint}/${BUCKET}/uploads/0123456789abcdef0123456789abcdef`,
    ]) {
      expect((await finalize(owner, objectPath)).statusCode, objectPath).toBe(404);
    }
  });
});
