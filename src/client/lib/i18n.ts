/**
 * Components take every visible string from the message catalogue through `t`. The language is
 * the one the person chose (remembered in this browser), else the browser's; Spanish is loaded
 * on demand so English pages carry no Spanish text.
 */
import {
  getLocale,
  hasCatalogue,
  isLocale,
  type Locale,
  pickLocale,
  registerCatalogue,
  setLocale,
} from '@shared/messages/index.js';
import { useSyncExternalStore } from 'react';

export {
  dateTimeFormat,
  getLocale,
  isMessageKey,
  LOCALES,
  type Locale,
  localeTag,
  type MessageKey,
  type MessageParams,
  numberFormat,
  t,
} from '@shared/messages/index.js';

const STORAGE_KEY = 'valley-eats.locale';
/** The choice as the server reads it for a page's first paint (src/server/first-paint.ts). */
const COOKIE = 've-locale';
const listeners = new Set<() => void>();

function rememberForServer(locale: Locale): void {
  if (document.cookie.split('; ').includes(`${COOKIE}=${locale}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Safari or Firefox.
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The remembered choice, else the first supported browser language, else English. */
export function initialLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) {
      // A choice made before the server drew pages: the next page comes in it from the start.
      rememberForServer(saved);
      return saved;
    }
  } catch {
    // storage blocked (private mode): fall back to the browser's languages
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLocale(languages);
}

let restOfEnglish: Promise<void> | undefined;

/**
 * Every English message beyond the first screen's: fetched once, before any page other than
 * the landing page renders (app.tsx), and as the fallback under Spanish.
 */
export function loadAllMessages(): Promise<void> {
  restOfEnglish ??= import('@shared/messages/en/rest.js').then(({ enRest }) => registerCatalogue('en', enRest));
  return Promise.all([restOfEnglish, loadCatalogue(getLocale())]).then(() => undefined);
}

async function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  if (locale === 'es') {
    const { es } = await import('@shared/messages/es/index.js');
    registerCatalogue('es', es);
  }
}

/** Loads the language's catalogue, makes it current and re-renders the app in it. */
export async function applyLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  setLocale(locale);
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The language switch: applies and remembers the choice. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await applyLocale(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered, but applied for this visit
  }
  rememberForServer(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; a component using it re-renders (with its whole subtree) on a switch. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
