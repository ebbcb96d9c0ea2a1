/**
 * The server's first paint (issue 20, docs/decisions/0039-server-rendered-first-paint.md): the
 * landing page, the map home and the guest preorder page leave the server as HTML with their list
 * or menu in it, and with the answers they were drawn from, so a phone on a slow network shows
 * them before any script has run, and the browser's first render (a hydration) asks nothing again.
 *
 * The page module is the client's own (src/client/entry-server.tsx, built into the `ssr` folder
 * next to the client bundle by scripts/build-client.ts). Its reads are answered by this app
 * through `inject`, as the browser would ask them: same route, same cookie, same language, same
 * client address for the rate limits. A read that is late or fails is left out (the page shows it
 * loading, as in the browser) and a page that fails to render is sent as the plain shell: the first
 * paint can make a page faster, never break it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../shared/messages/index.js';
import type { User } from '../shared/schemas/auth.js';

/** The language a person chose in this browser (lib/i18n.ts writes it with the choice). */
export const LOCALE_COOKIE = 've-locale';
/** How long the first paint waits for one of its reads, as the map home waits for the weather. */
export const FIRST_READ_WAIT_MS = 800;

type QueryKey = readonly unknown[];

/** What src/client/entry-server.tsx exports. */
interface FirstPaintModule {
  firstReads(url: string, user: User | null): { key: QueryKey; url: string }[] | null;
  renderFirstPaint(input: {
    url: string;
    user: User | null;
    locale: Locale;
    answers: { key: QueryKey; data: unknown }[];
  }): { html: string; title: string | null; queries: unknown } | null;
}

/** The folder of the server's first paint for a client bundle in `clientDir`. */
export function firstPaintDir(clientDir: string): string {
  return path.join(clientDir, '..', 'ssr');
}

/** The page's language: the one chosen in this browser, else the browser's own. */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : request.locale;
}

export type FirstPaint = (request: FastifyRequest, user: User | null, shell: string) => Promise<string>;

/** JSON safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page with its first paint is 30–160 kB of HTML (the map home's list); compressed it is a
 * fifth of that on a phone's slow network. Brotli at a middle quality: a few milliseconds, off
 * the event loop.
 */
export function compressPage(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
    : gzipped(html, { level: 6 });
}

/**
 * Loads the page module built next to `clientDir`; without one (a development server, a build
 * without it) pages are the plain shell, as before.
 */
export async function loadFirstPaint(app: FastifyInstance, clientDir: string, log: FastifyBaseLogger): Promise<FirstPaint | null> {
  const file = path.join(firstPaintDir(clientDir), 'entry-server.js');
  if (!existsSync(file)) return null;
  let pages: FirstPaintModule;
  try {
    pages = (await import(pathToFileURL(file).href)) as FirstPaintModule;
  } catch (err) {
    log.error({ err, file }, 'the first paint module does not load; pages are sent as the plain shell');
    return null;
  }

  async function read(request: FastifyRequest, locale: Locale, url: string): Promise<unknown> {
    const answer = app
      .inject({
        method: 'GET',
        url,
        headers: {
          'accept-language': locale,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
        remoteAddress: request.ip,
      })
      .then((res) => (res.statusCode === 200 ? (res.json() as unknown) : undefined))
      .catch(() => undefined);
    const late = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, FIRST_READ_WAIT_MS);
      void answer.finally(() => clearTimeout(timer));
    });
    return Promise.race([answer, late]);
  }

  return async (request, user, shell) => {
    try {
      const reads = pages.firstReads(request.url, user);
      if (!reads) return shell;
      const locale = pageLocale(request);
      const answers = await Promise.all(
        reads.map(async ({ key, url }) => ({ key, data: await read(request, locale, url) })),
      );
      const paint = pages.renderFirstPaint({
        url: request.url,
        user,
        locale,
        answers: answers.filter((a) => a.data !== undefined),
      });
      if (!paint) return shell;
      // Whether every read came with the page: a page with one missing must load it in the browser at once.
      const complete = answers.every((a) => a.data !== undefined);
      const state = `<script type="application/json" id="ve-first-paint">${scriptJson({ locale, queries: paint.queries, complete })}</script>`;
      const titled = paint.title ? shell.replace('<title>Valley Eats</title>', `<title>${escapeHtml(paint.title)}</title>`) : shell;
      return titled
        .replace('<html lang="en">', `<html lang="${locale}">`)
        .replace('<div id="root"></div>', `<div id="root">${paint.html}</div>${state}`);
    } catch (err) {
      log.warn({ err, url: request.url }, 'first paint failed; sending the plain page');
      return shell;
    }
  };
}

/** Text safe inside an HTML element. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
