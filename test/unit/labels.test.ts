import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuisineLabel, eventTypeLabel } from '../../src/client/lib/labels.js';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { registerCatalogue, setLocale } from '../../src/shared/messages/index.js';

describe('words vendors and the administrator type, in the reader’s language', () => {
  beforeAll(() => {
    registerCatalogue('en', en);
    registerCatalogue('es', es);
  });
  afterAll(() => setLocale('en'));

  it('translates known cuisines whatever their case and spaces, and keeps others as typed', () => {
    setLocale('es');
    expect(cuisineLabel('Mexican')).toBe('Mexicana');
    expect(cuisineLabel('  mexican seafood ')).toBe('Mariscos mexicanos');
    expect(cuisineLabel('Oaxacan Moles')).toBe('Oaxacan Moles');
    setLocale('en');
    expect(cuisineLabel('DESSERTS')).toBe('Desserts');
  });

  it('names event types as stored or as typed, and makes unknown ones readable', () => {
    setLocale('en');
    expect(eventTypeLabel('night_market')).toBe('Night Market');
    expect(eventTypeLabel('Food Truck Night')).toBe('Food Truck Night');
    expect(eventTypeLabel('quinceañera_party')).toBe('Quinceañera party');
    setLocale('es');
    expect(eventTypeLabel('night_market')).toBe('Mercado nocturno');
    expect(eventTypeLabel('Farmers Market')).toBe('Mercado de productores');
  });
});
