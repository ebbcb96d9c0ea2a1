/**
 * Photo uploads with the default local store (SPEC §5, §7; DESIGN §2): signed single-use upload
 * URLs, bytes checked by their magic numbers, metadata stripped and large images resized by
 * sharp, and the stored copy served with safe headers. Real images, made by sharp here.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_ACCOUNT_DAY, UPLOADS_PER_ACCOUNT_HOUR } from '../../src/server/uploads/routes.js';
import { setupTestApp } from '../support/app.js';
import { type Cookie, signUp } from '../support/factories.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The app's clock runs this far ahead of the real one (for expiry). */
let clockOffsetMs = 0;
const t = setupTestApp({ env: { DATA_DIR: dataDir }, now: () => new Date(Date.now() + clockOffsetMs) });

const GPS = {
  IFD0: { Make: 'PhoneMaker', Model: 'Secret Model 9' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '33/1 43/1 2400/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '116/1 12/1 3600/100',
  },
};

async function jpegWithGps(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d9822b' } })
    .jpeg()
    .withExif(GPS)
    .toBuffer();
}

async function ticketFor(cookie: Cookie) {
  const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string; headers: Record<string, string> };
}

function put(url: string, body: Buffer, contentType = 'application/octet-stream') {
  return t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
}

let owner: Cookie;
const ownerCookie = async () => {
  owner ??= (await signUp(t.app)).cookie;
  return owner;
};

describe('POST /api/objects/upload', () => {
  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
    const fin = await t.app.inject({
      method: 'POST',
      url: '/api/objects/finalize',
      payload: { objectPath: '/uploads/0123456789abcdef0123456789abcdef' },
    });
    expect(fin.statusCode).toBe(401);
  });

  it('gives a signed, single-use URL and the path the image will be served at', async () => {
    const ticket = await ticketFor(await ownerCookie());
    expect(ticket.uploadURL).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{32}\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    expect(ticket.objectPath).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
    expect(ticket.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    const expires = Number(new URL(ticket.uploadURL, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
  });
});

describe('upload and serve', () => {
  it('stores a JPEG without its EXIF/GPS and serves it with safe, immutable caching', async () => {
    const cookie = await ownerCookie();
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const ticket = await ticketFor(cookie);
    const res = await put(ticket.uploadURL, original, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath: ticket.objectPath });

    const fin = await t.app.inject({
      method: 'POST',
      url: '/api/objects/finalize',
      headers: { cookie },
      payload: { objectPath: ticket.objectPath },
    });
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toEqual({ objectPath: ticket.objectPath });

    const served = await t.app.inject({ method: 'GET', url: ticket.objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);

    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([320, 240]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const head = await t.app.inject({ method: 'HEAD', url: ticket.objectPath });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('resizes an image larger than 1600 px to 1600 px on its longest side', async () => {
    const big = await jpegWithGps(2400, 1800);
    const ticket = await ticketFor(await ownerCookie());
    expect((await put(ticket.uploadURL, big)).statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: ticket.objectPath });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    expect(meta.exif).toBeUndefined();
  });

  it('stores a 320 and an 800 px copy beside it for srcset (issue 23), without metadata; a copy of an older image is the image', async () => {
    const big = await jpegWithGps(2400, 1800);
    const ticket = await ticketFor(await ownerCookie());
    expect((await put(ticket.uploadURL, big)).statusCode).toBe(200);
    for (const [width, height] of [
      [320, 240],
      [800, 600],
    ]) {
      const copy = await t.app.inject({ method: 'GET', url: `${ticket.objectPath}-w${width}` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/jpeg');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      expect(meta.exif).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: `${ticket.objectPath}-w500` })).statusCode).toBe(404);
    // An image stored before copies existed: its copy names serve the image itself.
    const key = ticket.objectPath.slice('/uploads/'.length);
    for (const width of [320, 800]) rmSync(path.join(dataDir, 'uploads', `${key}-w${width}`));
    const fallback = await t.app.inject({ method: 'GET', url: `${ticket.objectPath}-w320` });
    expect(fallback.statusCode).toBe(200);
    expect((await sharp(fallback.rawPayload).metadata()).width).toBe(1600);
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#333' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const ticket = await ticketFor(await ownerCookie());
    expect((await put(ticket.uploadURL, sideways)).statusCode).toBe(200);
    const meta = await sharp((await t.app.inject({ method: 'GET', url: ticket.objectPath })).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 200, undefined]);
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('keeps a %s a %s, without metadata', async (format, contentType) => {
    let image = sharp({ create: { width: 40, height: 30, channels: 4, background: '#e0c068' } }).toFormat(format);
    if (format !== 'gif') image = image.withExif(GPS);
    const bytes = await image.toBuffer();
    const ticket = await ticketFor(await ownerCookie());
    // Declared type does not matter: the bytes decide.
    expect((await put(ticket.uploadURL, bytes, 'image/jpeg')).statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: ticket.objectPath });
    expect(served.headers['content-type']).toBe(contentType);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((c) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background: c } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 30, height: 60, channels: 3, pageHeight: 20 } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    const ticket = await ticketFor(await ownerCookie());
    expect((await put(ticket.uploadURL, gif, 'image/gif')).statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: ticket.objectPath });
    const meta = await sharp(served.rawPayload, { animated: true }).metadata();
    expect(meta.pages).toBe(3);
  });
});

describe('what is refused', () => {
  it('refuses a text file named .jpg and declared image/jpeg (400)', async () => {
    const ticket = await ticketFor(await ownerCookie());
    const res = await put(ticket.uploadURL, Buffer.from('just some notes, not a photo\n'), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Only JPEG, PNG, WebP or GIF images are allowed' });
    expect((await t.app.inject({ method: 'GET', url: ticket.objectPath })).statusCode).toBe(404);
  });

  it('refuses a PDF declared as image/png (400)', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const ticket = await ticketFor(await ownerCookie());
    const res = await put(ticket.uploadURL, pdf, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only JPEG, PNG, WebP or GIF images are allowed');
  });

  it('refuses other types (SVG, declared PDF) whatever the header says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'application/pdf'],
    ] as const) {
      const ticket = await ticketFor(await ownerCookie());
      const res = await put(ticket.uploadURL, body, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only JPEG, PNG, WebP or GIF images are allowed');
    }
  });

  it('refuses a broken image with the right magic bytes (400)', async () => {
    const ticket = await ticketFor(await ownerCookie());
    const res = await put(ticket.uploadURL, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image could not be read. Please try another file.');
  });

  it('refuses a file over 10 MB (413)', async () => {
    const ticket = await ticketFor(await ownerCookie());
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await put(ticket.uploadURL, huge, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'File exceeds the maximum size of 10 MB' });
  });

  it('refuses an expired URL', async () => {
    const ticket = await ticketFor(await ownerCookie());
    clockOffsetMs = 15 * 60 * 1000 + 1000;
    try {
      const res = await put(ticket.uploadURL, await jpegWithGps());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'This upload link is invalid or has expired' });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a second PUT to the same URL, also when both race', async () => {
    const image = await jpegWithGps();
    const first = await ticketFor(await ownerCookie());
    expect((await put(first.uploadURL, image)).statusCode).toBe(200);
    const again = await put(first.uploadURL, await jpegWithGps(10, 10));
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This upload link is invalid or has expired');

    const raced = await ticketFor(await ownerCookie());
    const codes = (await Promise.all([put(raced.uploadURL, image), put(raced.uploadURL, image)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 403]);
    const rows = await t.database.db.execute<{ used_at: Date | null }>(
      sql`select used_at from upload_tickets where object_key = ${raced.objectPath.slice('/uploads/'.length)}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].used_at).not.toBeNull();
  });

  it('refuses a tampered signature, expiry or ticket', async () => {
    const ticket = await ticketFor(await ownerCookie());
    const url = new URL(ticket.uploadURL, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const variants = [
      `${url.pathname}?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${url.pathname}?expires=${expires + 60 * 60 * 1000}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname.slice(0, -1)}${url.pathname.endsWith('A') ? 'B' : 'A'}?expires=${expires}&signature=${signature}`,
    ];
    for (const variant of variants) {
      const res = await put(variant, await jpegWithGps());
      expect(res.statusCode, variant).toBe(403);
    }
    // The untouched URL still works: refusals do not use the ticket up.
    expect((await put(ticket.uploadURL, await jpegWithGps())).statusCode).toBe(200);
  });

  it('does not accept uploads to URLs it did not sign, nor JSON-only routes as raw bytes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: await ownerCookie(), 'content-type': 'image/jpeg' },
      payload: await jpegWithGps(),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /uploads/:key', () => {
  it('answers 404 to unknown keys and to any path trickery', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'do not serve');
    const { objectPath } = await ticketFor(await ownerCookie());
    const urls = [
      objectPath, // a key handed out but never uploaded
      '/uploads/0123456789abcdef0123456789abcdef',
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/../secret.txt',
      '/uploads/..%5Csecret.txt',
      '/uploads/%2E%2E',
      '/uploads/..',
      '/uploads/.',
      '/uploads/0123456789ABCDEF0123456789ABCDEF',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('do not serve');
    }
  });

  it('never serves a leftover temporary file', async () => {
    const dir = path.join(dataDir, 'uploads');
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('POST /api/objects/finalize (local store)', () => {
  it('confirms an uploaded image and 404s for anything else', async () => {
    const cookie = await ownerCookie();
    const ticket = await ticketFor(cookie);
    const finalize = (objectPath: string) =>
      t.app.inject({ method: 'POST', url: '/api/objects/finalize', headers: { cookie }, payload: { objectPath } });
    expect((await finalize(ticket.objectPath)).statusCode).toBe(404);
    expect((await put(ticket.uploadURL, await jpegWithGps())).statusCode).toBe(200);
    expect((await finalize(ticket.objectPath)).statusCode).toBe(200);
    expect((await finalize('/uploads/../../etc/passwd')).statusCode).toBe(404);
    expect((await finalize('https://elsewhere.example/x.jpg')).statusCode).toBe(404);
  });
});

describe('upload quota per account (issue 43 item 9)', () => {
  const ask = (cookie: Cookie) => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });

  it(`gives one account ${UPLOADS_PER_ACCOUNT_HOUR} upload links an hour and ${UPLOADS_PER_ACCOUNT_DAY} a day, then 429 upload_quota`, async () => {
    const { cookie } = await signUp(t.app);
    const bystander = (await signUp(t.app)).cookie;
    const start = clockOffsetMs;
    try {
      let given = 0;
      // Hour after hour, up to the hour's quota each time, until the day's is used.
      for (let hour = 0; given < UPLOADS_PER_ACCOUNT_DAY; hour++) {
        clockOffsetMs = start + hour * 61 * 60_000;
        for (let i = 0; i < UPLOADS_PER_ACCOUNT_HOUR && given < UPLOADS_PER_ACCOUNT_DAY; i++, given++) {
          expect((await ask(cookie)).statusCode).toBe(200);
        }
        if (given < UPLOADS_PER_ACCOUNT_DAY) {
          const refused = await ask(cookie);
          expect(refused.statusCode).toBe(429);
          expect(refused.json()).toEqual({ code: 'upload_quota', message: 'You have uploaded a lot of photos for now. Please try again later.' });
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      // The day's quota: a new hour does not help.
      clockOffsetMs = start + 3 * 61 * 60_000 + 61 * 60_000 * 2;
      const day = await ask(cookie);
      expect(day.statusCode).toBe(429);
      expect(day.json().code).toBe('upload_quota');
      expect(Number(day.headers['retry-after'])).toBeGreaterThan(60 * 60);
      // Spanish.
      const es = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie, 'accept-language': 'es' } });
      expect(es.json().message).toBe('Ya subiste muchas fotos por ahora. Inténtalo de nuevo más tarde.');
      // Another account is not affected.
      expect((await ask(bystander)).statusCode).toBe(200);
    } finally {
      clockOffsetMs = start;
    }
  });
});
