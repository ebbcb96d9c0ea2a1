import { describe, expect, it } from 'vitest';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { type MessageKey, pickLocale, registerCatalogue, translate } from '../../src/shared/messages/index.js';

/** `{name}` and `{count, plural, …}` names, including those nested in plural branches. */
function placeholders(template: string, names = new Set<string>()): string[] {
  for (let i = template.indexOf('{'); i >= 0; i = template.indexOf('{', i + 1)) {
    let depth = 0;
    let end = i;
    for (; end < template.length; end++) {
      if (template[end] === '{') depth++;
      else if (template[end] === '}' && --depth === 0) break;
    }
    const inner = template.slice(i + 1, end);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural) {
      names.add(plural[1] as string);
      // Branch bodies: `one {# item of {name}}` → look inside each {…}.
      for (const body of (plural[2] as string).matchAll(/\{((?:[^{}]|\{[^{}]*\})*)\}/g)) placeholders(body[1] as string, names);
    } else if (/^\w+$/.test(inner)) {
      names.add(inner);
    }
    i = end;
  }
  return [...names].sort();
}

describe('the Spanish catalogue', () => {
  const enKeys = Object.keys(en).sort();
  const esKeys = Object.keys(es).sort();

  it('has exactly the English keys, none empty', () => {
    expect(esKeys.filter((k) => !(k in en))).toEqual([]);
    expect(enKeys.filter((k) => !(k in es))).toEqual([]);
    expect(esKeys.filter((k) => !es[k as MessageKey].trim())).toEqual([]);
  });

  it('keeps every placeholder of every message', () => {
    const broken = enKeys
      .map((k) => ({ key: k, en: placeholders(en[k as MessageKey]), es: placeholders(es[k as MessageKey]) }))
      .filter((p) => p.en.join() !== p.es.join());
    expect(broken).toEqual([]);
  });

  it('is really Spanish: most customer-facing texts differ from English', () => {
    const customer = enKeys.filter((k) => /^(discovery|guestPreorder|tracking|loyaltyPage|landing)\./.test(k));
    const same = customer.filter((k) => en[k as MessageKey] === es[k as MessageKey]);
    expect(customer.length).toBeGreaterThan(50);
    expect(same.length / customer.length).toBeLessThan(0.1);
  });
});

describe('translate', () => {
  registerCatalogue('es', es);
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'topBar.welcome' as MessageKey, { name: 'Ana' })).toContain('Ana');
  });

  it('chooses plural forms by the language rules and formats the number', () => {
    const key = 'discovery.card.reviews' as MessageKey;
    const fake = { ...en, [key]: '{count, plural, =0 {no reviews} one {# review} other {# reviews}}' } as never;
    registerCatalogue('en', fake);
    try {
      expect(translate('en', key, { count: 0 })).toBe('no reviews');
      expect(translate('en', key, { count: 1 })).toBe('1 review');
      expect(translate('en', key, { count: 1234 })).toBe('1,234 reviews');
    } finally {
      registerCatalogue('en', en);
    }
  });

  it('nests placeholders inside plural branches', () => {
    const key = 'discovery.card.reviews' as MessageKey;
    registerCatalogue('es', { ...es, [key]: '{count, plural, one {# reseña de {name}} other {# reseñas de {name}}}' } as never);
    try {
      expect(translate('es', key, { count: 2, name: 'Ana' })).toBe('2 reseñas de Ana');
      expect(translate('es', key, { count: 1, name: 'Ana' })).toBe('1 reseña de Ana');
    } finally {
      registerCatalogue('es', es);
    }
  });
});

describe('pickLocale', () => {
  it('follows Accept-Language quality order and falls back to English', () => {
    expect(pickLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLocale('fr-FR,en-US;q=0.7,es;q=0.9')).toBe('es');
    expect(pickLocale('en-US,es;q=0.5')).toBe('en');
    expect(pickLocale('de,fr')).toBe('en');
    expect(pickLocale('es;q=0')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale(['es-419', 'en'])).toBe('es');
  });
});
