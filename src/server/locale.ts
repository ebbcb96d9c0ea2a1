/**
 * Each request is answered in its own language (issue Reach): the Accept-Language header picks
 * English or Spanish, and an async context carries the choice so that `t()` anywhere below —
 * validation messages, 4xx errors — speaks it without being handed the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import '../shared/messages/all.js';
import { type Locale, pickLocale, setLocaleResolver } from '../shared/messages/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

const requestLocale = new AsyncLocalStorage<Locale>();
setLocaleResolver(() => requestLocale.getStore());

export function installLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  // English is what `t()` answers outside any context, so English requests (most of them)
  // skip the async context and its cost.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    request.locale = header === undefined || header === 'en' ? 'en' : pickLocale(header);
    if (request.locale === 'en') done();
    else requestLocale.run(request.locale, done);
  });
  // Body parsing can leave the context behind; validation and the handler run in it again.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.locale === 'en') done();
    else requestLocale.run(request.locale, done);
  });
}

/** Runs `fn` in a language outside a request (tests, scripts). */
export function inLocale<T>(locale: Locale, fn: () => T): T {
  return requestLocale.run(locale, fn);
}
