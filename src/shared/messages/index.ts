/**
 * The message catalogue (issue Reach): the first screen's English messages are always loaded;
 * the rest of English and all of Spanish are registered by the server at start-up (all.ts) and
 * fetched by the browser before a page needs them, so the first route stays small. Templates fill `{name}` placeholders and understand one ICU form for counts:
 * `{count, plural, one {# review} other {# reviews}}` (`=0 {…}` also works; `#` is the number,
 * formatted for the locale).
 */
import { enCore } from './en/core.js';
import type { MessageKey } from './en/index.js';
import { isLocale, LOCALES, type Locale } from './locales.js';

export type { MessageKey };
export { isLocale, LOCALES, type Locale };
export type MessageParams = Record<string, string | number>;
export type Catalogue = Readonly<Record<MessageKey, string>>;

const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = { en: enCore };
const registered = new Set<Locale>();
let current: Locale = 'en';
let resolver: (() => Locale | undefined) | undefined;

/** BCP 47 tag for Intl: dates, numbers and money follow the language (US conventions). */
export function localeTag(locale: Locale = getLocale()): string {
  return locale === 'es' ? 'es-US' : 'en-US';
}

/** Adds messages to a language (a whole catalogue or part of one). */
export function registerCatalogue(locale: Locale, catalogue: Partial<Catalogue>): void {
  catalogues[locale] = { ...catalogues[locale], ...catalogue };
  registered.add(locale);
}

/** Whether the English catalogue loaded so far has this key (for keys built from data). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues.en ?? {}, key);
}

/** Whether a language has been registered beyond the built-in first-screen English. */
export function hasCatalogue(locale: Locale): boolean {
  return registered.has(locale);
}

export function setLocale(locale: Locale): void {
  current = locale;
}

/**
 * On the server each request has its own language: the resolver reads it from the request's
 * async context, so `t()` deep inside a validation message answers in that language.
 */
export function setLocaleResolver(fn: (() => Locale | undefined) | undefined): void {
  resolver = fn;
}

export function getLocale(): Locale {
  return resolver?.() ?? current;
}

/**
 * The best supported language for an Accept-Language header or a list of browser languages:
 * 'es-MX,es;q=0.9,en;q=0.8' → 'es'. English when nothing matches.
 */
export function pickLocale(accepted: string | readonly string[] | undefined | null): Locale {
  if (!accepted) return 'en';
  const entries = (typeof accepted === 'string' ? accepted.split(',') : accepted)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const e of entries) if (isLocale(e.lang)) return e.lang;
  return 'en';
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function plural(locale: Locale, n: number): string {
  const tag = localeTag(locale);
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules.select(n);
}
function formatNumber(locale: Locale, n: number): string {
  const tag = localeTag(locale);
  let f = numberFormats.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    numberFormats.set(tag, f);
  }
  return f.format(n);
}

/** Index of the brace closing the one opened at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {# item} other {# items}` → the branch for n, with # filled. */
function pluralBranch(locale: Locale, body: string, n: number): string | undefined {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const name = body.slice(i, open).trim();
    const end = closing(body, open);
    if (end < 0) return undefined;
    branches.set(name, body.slice(open + 1, end));
    i = end + 1;
  }
  const chosen = branches.get(`=${n}`) ?? branches.get(plural(locale, n)) ?? branches.get('other');
  return chosen?.replace(/#/g, formatNumber(locale, n));
}

/** A clock time at one o'clock, as Intl writes it: '1:01 p.m.', '1 p.m.', '1:00'. */
const ONE_OCLOCK = /^1(?::\d{2})?(?![\d:])/;

/**
 * Spanish says "las 4:00" but "la 1:00": a template's "las" right before a time at one o'clock
 * becomes "la" ("alrededor de la 1:01 p.m.", "hasta la 1:00 a.m."). English has no such article.
 */
function articleBefore(locale: Locale, before: string, value: string): string {
  if (locale !== 'es' || !ONE_OCLOCK.test(value)) return before;
  return before.replace(/(^|[^\p{L}])([Ll])as $/u, '$1$2a ');
}

function fill(locale: Locale, template: string, params: MessageParams): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    out += template.slice(i, open);
    const end = closing(template, open);
    if (end < 0) {
      out += template.slice(open);
      return out;
    }
    const inner = template.slice(open + 1, end);
    const m = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (m) {
      const value = Number(params[m[1] as string]);
      const branch = Number.isFinite(value) ? pluralBranch(locale, m[2] as string, value) : undefined;
      out += branch === undefined ? template.slice(open, end + 1) : fill(locale, branch, params);
    } else if (/^\w+$/.test(inner) && inner in params) {
      const value = String(params[inner]);
      out = articleBefore(locale, out, value) + value;
      // A value that ends a sentence with its own period ("1:01 p.m.", "Tacos Inc.") where the
      // template ends the sentence too: one period, not "p.m..".
      if (value.endsWith('.') && template[end + 1] === '.') {
        i = end + 2;
        continue;
      }
    } else {
      out += template.slice(open, end + 1);
    }
    i = end + 1;
  }
  return out + template.slice(i);
}

/** Looks a message up and fills its placeholders. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale]?.[key] ?? catalogues.en?.[key] ?? key;
  if (!params) return template;
  return fill(locale, template, params);
}

/** The message in the current locale. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(getLocale(), key, params);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormatsByOptions = new Map<string, Intl.NumberFormat>();

/** An Intl date format in the current language (cached per language and options). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = localeTag();
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, f);
  }
  return f;
}

/** An Intl number format in the current language (cached per language and options). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = localeTag();
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = numberFormatsByOptions.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, options);
    numberFormatsByOptions.set(key, f);
  }
  return f;
}
