/**
 * The only way the client talks to the server (DESIGN §1). Every call sends the session cookie;
 * writes send JSON. A non-ok answer throws an ApiError whose message follows SPEC §7:
 * "<status>: <body text>", or "<status>: <status text>" when the body is empty.
 */
import type { ApiRoute, ApiRoutes } from '@shared/api/index.js';
import type { EndpointInput, EndpointOutput } from '@shared/api/contract.js';
import { LOGIN_REDIRECT_MS } from '@shared/constants.js';
import type { QueryFunction } from '@tanstack/react-query';
import { getLocale, t } from './i18n';
import { afterNoticeShown, toast } from './use-toast';

/** Every call names the chosen language, so server messages come back in it. */
function languageHeader(): Record<string, string> {
  return { 'Accept-Language': getLocale() };
}

/** A change asked for while the device is offline: refused at once instead of hanging. */
export class OfflineError extends Error {
  constructor() {
    super(t('offline.refused.body'));
    this.name = 'OfflineError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  /** The raw body text ('' when empty). */
  readonly body: string;
  /**
   * The server's stable error `code` (DESIGN §10: `unauthorized`, `phone_unverified`, `slot_full`…),
   * or undefined when the body carries none. Decide by status and code, never by message text:
   * messages are translated.
   */
  readonly code: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = codeOf(body);
  }
}

function codeOf(body: string): string | undefined {
  if (!body.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = parsed && typeof parsed === 'object' ? (parsed as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a failed call answered this status and, when given, this error code. */
export function isApiError(error: unknown, status: number, code?: string): error is ApiError {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.text().catch(() => '')).trim();
  throw new ApiError(res.status, res.statusText, body);
}

async function readBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends one request and returns the parsed JSON answer (undefined for 204 or an empty body).
 * Throws ApiError on a non-ok status; a network failure throws fetch's TypeError.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: { ...languageHeader(), ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return readBody<T>(res);
}

/** What `api(route, …)` takes after the route: its input when it has one, then the options. */
type ApiArgs<R extends ApiRoute> = Record<never, never> extends EndpointInput<ApiRoutes[R]>
  ? [input?: EndpointInput<ApiRoutes[R]>, options?: RequestOptions]
  : [input: EndpointInput<ApiRoutes[R]>, options?: RequestOptions];

/**
 * Calls a route by its key in the API's tables (shared/api): `api('PATCH /api/reviews/:id',
 * { params: { id }, body })`. The path's parameters, query, body and answer are typed by the
 * schemas the server validates the route with; a route missing from the tables does not compile.
 */
export function api<R extends ApiRoute>(route: R, ...[input, options]: ApiArgs<R>): Promise<EndpointOutput<ApiRoutes[R]>> {
  const space = route.indexOf(' ');
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = route.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(name, String(value));
  const qs = search.toString();
  return apiRequest(route.slice(0, space) as HttpMethod, qs ? `${path}?${qs}` : path, body, options);
}

/** The answer of a route, as the typed client returns it. */
export type ApiAnswer<R extends ApiRoute> = EndpointOutput<ApiRoutes[R]>;

export { type ApiKey, apiKey, routeOfKey } from './api-key';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The URL a query key names: its string and number parts joined with "/". */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

const early = new Map<string, Promise<Response>>();

/**
 * Starts a GET before the code that needs it has loaded (main.tsx: the map home's vendor list);
 * the first getJson of the same URL takes that answer instead of asking again.
 */
export function fetchEarly(url: string, locale: string): void {
  if (!early.has(url)) early.set(url, sendGet(url, { 'Accept-Language': locale }));
}

function sendGet(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { credentials: 'include', signal, headers });
}

/** GETs a URL; with `on401: 'returnNull'` a 401 answer resolves to null instead of throwing. */
export async function getJson<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T> {
  const started = early.get(url);
  early.delete(url);
  const res = await (started ?? sendGet(url, languageHeader(), options.signal));
  if (options.on401 === 'returnNull' && res.status === 401) return null as T;
  await throwIfNotOk(res);
  return readBody<T>(res);
}

/**
 * A query function for TanStack Query. With `on401: 'returnNull'` a 401 answer resolves to null
 * (used for "who is signed in?"); with 'throw' it is an error like any other (SPEC §7 default).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return ({ queryKey, signal }) => getJson<T>(queryKeyToUrl(queryKey), { on401: options.on401, signal });
}

/**
 * "Logged out" (SPEC §8): a 401 whose code is `unauthorized`, in any language. Other 401s (a wrong
 * password, `phone_unverified`) are answers to show, not a lost session.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error, 401, 'unauthorized');
}

/**
 * The text to show a person for a failed call: the `message` of a JSON error body, else the body
 * text, else the fallback. "401: {"message":"Invalid email or password"}" → "Invalid email or password".
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message;
  if (error instanceof ApiError) {
    if (error.body) {
      try {
        const parsed: unknown = JSON.parse(error.body);
        if (parsed && typeof parsed === 'object' && 'message' in parsed) {
          const message = (parsed as { message: unknown }).message;
          if (typeof message === 'string' && message) return message;
        }
      } catch {
        // not JSON: fall through to the text itself
      }
      if (!error.body.startsWith('<')) return error.body;
    }
    return fallback;
  }
  if (error instanceof TypeError) return t('errors.network');
  return fallback;
}

/**
 * /api/login, carrying where to come back to when it is not the home page; `signUp` opens the
 * account form rather than the sign-in form (both keep returnTo, and so does the way between them).
 */
export function loginUrl(returnTo?: string, options: { signUp?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/') params.set('returnTo', returnTo);
  if (options.signUp) params.set('screen', 'signup');
  const qs = params.toString();
  return qs ? `/api/login?${qs}` : '/api/login';
}

/** Full-page navigation to the login, coming back to `returnTo` (default: the current page). */
export function redirectToLogin(returnTo?: string): void {
  const target = returnTo ?? `${window.location.pathname}${window.location.search}`;
  window.location.href = loginUrl(target);
}

/**
 * SPEC §8 / §6: notice 'Unauthorized' with a description (default 'You are logged out. Logging
 * in again...'), then /api/login 500 ms after the notice is on screen. Returns a function that cancels the redirect.
 */
export function handleUnauthorized(
  description: string = t('notice.unauthorized.loggedOut'),
  returnTo?: string,
): () => void {
  toast({ title: t('notice.unauthorized.title'), description, variant: 'destructive' });
  return afterNoticeShown(() => redirectToLogin(returnTo), LOGIN_REDIRECT_MS);
}

/**
 * The usual failure handling for a change: logged out → handleUnauthorized; anything else → an
 * error notice (title 'Error' unless given) with the server's message or the fallback text.
 */
export function showErrorNotice(
  error: unknown,
  fallback: string,
  options: { title?: string; preferServerMessage?: boolean } = {},
): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  if (error instanceof OfflineError) {
    toast({ title: t('offline.refused.title'), description: error.message, variant: 'destructive' });
    return;
  }
  toast({
    title: options.title ?? t('notice.error.title'),
    description: options.preferServerMessage ? errorMessage(error, fallback) : fallback,
    variant: 'destructive',
  });
}
