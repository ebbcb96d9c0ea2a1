/**
 * The client's upload helper (SPEC §5, §8, §9): which picked files are refused and why, and an
 * upload against a real HTTP server that fails the way networks do (5xx, dropped connections),
 * through a small XMLHttpRequest built on node:http (Node has none).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadImage, validateImageFiles } from '../../src/client/lib/upload.js';
import { t } from '../../src/shared/messages/index.js';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string, lastModified = 1) => ({ name, size, type, lastModified });

describe('validateImageFiles', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 10 MB, up to the limit', () => {
    const added = [file('a.jpg', 10 * MB, 'image/jpeg'), file('b.png', 1, 'image/png'), file('c.webp', 1, 'image/webp')];
    expect(validateImageFiles([], added, 5)).toEqual({ accepted: added, problems: [] });
    const byName = file('d.GIF', 1, '');
    expect(validateImageFiles([], [byName], 5).accepted).toEqual([byName]);
  });

  it('names each refusal with a catalogue key', () => {
    const existing = [file('taco.jpg', 100, 'image/jpeg')];
    const added = [
      file('taco.jpg', 100, 'image/jpeg'),
      file('menu.pdf', 100, 'application/pdf'),
      file('menu.heic', 100, 'image/heic'),
      file('notes.jpg', 100, 'text/plain'),
      file('huge.png', 10 * MB + 1, 'image/png'),
      file('ok.png', 100, 'image/png'),
      file('ok.png', 100, 'image/png'),
      file('one-too-many.png', 100, 'image/png', 2),
    ];
    const { accepted, problems } = validateImageFiles(existing, added, 2);
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(problems.map((p) => [p.file.name, t(p.key, p.params)])).toEqual([
      ['taco.jpg', "Cannot add the duplicate file 'taco.jpg', it already exists"],
      ['menu.pdf', 'Only JPEG, PNG, WebP or GIF images are allowed'],
      ['menu.heic', 'Only JPEG, PNG, WebP or GIF images are allowed'],
      ['notes.jpg', 'Only JPEG, PNG, WebP or GIF images are allowed'],
      ['huge.png', "'huge.png' exceeds the maximum size of 10 MB"],
      ['ok.png', "Cannot add the duplicate file 'ok.png', it already exists"],
      ['one-too-many.png', 'Cannot add more files (limit 2)'],
    ]);
  });

  it('allows one profile photo', () => {
    const { accepted, problems } = validateImageFiles([], [file('a.jpg', 1, 'image/jpeg'), file('b.jpg', 1, 'image/jpeg')], 1);
    expect(accepted).toHaveLength(1);
    expect(problems.map((p) => p.key)).toEqual(['uploads.error.tooManyFiles']);
  });
});

// ---------------------------------------------------------------- uploadImage

let base = '';
let server: http.Server;
/** What the PUT handler does on each attempt, in order; then 200. */
let putScript: ('503' | 'drop' | '403' | 'slow')[] = [];
let puts: { contentType?: string; length: number }[] = [];
let finalized: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/api/objects/upload') {
        return json(200, {
          uploadURL: '/put/ticket?signature=s',
          objectPath: '/uploads/0123456789abcdef0123456789abcdef',
          headers: { 'Content-Type': 'application/octet-stream' },
        });
      }
      if (req.method === 'PUT' && req.url?.startsWith('/put/')) {
        puts.push({ contentType: req.headers['content-type'], length: Buffer.concat(chunks).length });
        const step = putScript.shift();
        if (step === 'drop') return req.socket.destroy();
        if (step === '503') return json(503, { message: 'Service Unavailable' });
        if (step === '403') return json(403, { message: 'This upload link is invalid or has expired' });
        if (step === 'slow') return setTimeout(() => json(200, {}), 5000);
        return json(200, { objectPath: '/uploads/0123456789abcdef0123456789abcdef' });
      }
      if (req.method === 'POST' && req.url === '/api/objects/finalize') {
        const { objectPath } = JSON.parse(Buffer.concat(chunks).toString());
        finalized.push(objectPath);
        return json(200, { objectPath });
      }
      json(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, base), init));
  vi.stubGlobal('XMLHttpRequest', NodeXhr);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  putScript = [];
  puts = [];
  finalized = [];
});

describe('uploadImage', () => {
  const photo = () => new Blob([new Uint8Array(4096).fill(7)], { type: 'image/jpeg' });

  it('gets a URL, PUTs the bytes with progress, finalizes and returns the objectPath', async () => {
    const progress: number[] = [];
    const path = await uploadImage(photo(), { onProgress: (p) => progress.push(p.loaded / p.total) });
    expect(path).toBe('/uploads/0123456789abcdef0123456789abcdef');
    expect(puts).toEqual([{ contentType: 'application/octet-stream', length: 4096 }]);
    expect(finalized).toEqual([path]);
    expect(progress.at(-1)).toBe(1);
  });

  it('retries a 5xx and a dropped connection, then succeeds', async () => {
    putScript = ['503', 'drop'];
    const started = Date.now();
    const path = await uploadImage(photo());
    expect(path).toBe('/uploads/0123456789abcdef0123456789abcdef');
    expect(puts).toHaveLength(3);
    // Waits 0 ms, then 1000 ms (SPEC §9's first two retry delays).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(finalized).toHaveLength(1);
  });

  it('does not retry a refusal and reports it by the SPEC §7 rule', async () => {
    putScript = ['403'];
    await expect(uploadImage(photo())).rejects.toThrow('403: {"message":"This upload link is invalid or has expired"}');
    expect(puts).toHaveLength(1);
    expect(finalized).toEqual([]);
  });

  it('after a lost answer, a refused retry lets finalize decide', async () => {
    putScript = ['drop', '403'];
    await expect(uploadImage(photo())).resolves.toBe('/uploads/0123456789abcdef0123456789abcdef');
    expect(puts).toHaveLength(2);
  });

  it('stops when aborted', async () => {
    putScript = ['slow'];
    const controller = new AbortController();
    const pending = uploadImage(photo(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(finalized).toEqual([]);
  });
});

/** Just enough of XMLHttpRequest for upload.ts, on node:http. */
class NodeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private request: http.ClientRequest | null = null;
  private done = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url, base).toString();
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    if (this.done) return;
    this.done = true;
    this.request?.destroy();
    this.onabort?.();
  }

  send(body: Blob) {
    void body.arrayBuffer().then((buffer) => {
      const bytes = Buffer.from(buffer);
      const request = http.request(this.url, {
        method: this.method,
        headers: { ...this.headers, 'content-length': bytes.length },
      });
      this.request = request;
      request.on('error', () => {
        if (this.done) return;
        this.done = true;
        this.onerror?.();
      });
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          if (this.done) return;
          this.done = true;
          this.status = res.statusCode ?? 0;
          this.statusText = res.statusMessage ?? '';
          this.responseText = text;
          this.onload?.();
        });
      });
      request.end(bytes, () => {
        this.upload.onprogress?.({ loaded: bytes.length, total: bytes.length, lengthComputable: true });
      });
    });
  }
}
