import { en, type MessageKey } from './en/index.js';

export type { MessageKey };
export type Locale = 'en';
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Locale, Record<MessageKey, string>> = { en };
let current: Locale = 'en';

export function setLocale(locale: Locale): void {
  current = locale;
}

export function getLocale(): Locale {
  return current;
}

/** Looks a message up and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? catalogues.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The message in the current locale. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(current, key, params);
}
