/** One "change at least one field" PATCH schema for weather rules, attractions and vendor locations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { registerCatalogue, setLocale } from '../../src/shared/messages/index.js';
import { AttractionUpdateSchema } from '../../src/shared/schemas/attractions.js';
import { partialUpdateSchema } from '../../src/shared/schemas/common.js';
import { LocationUpdateSchema } from '../../src/shared/schemas/locations.js';
import { WeatherRecommendationUpdateSchema } from '../../src/shared/schemas/weather.js';

describe('partialUpdateSchema', () => {
  beforeAll(() => {
    registerCatalogue('en', en);
    registerCatalogue('es', es);
  });
  afterAll(() => setLocale('en'));

  const Schema = partialUpdateSchema({ name: z.string().min(1), count: z.number() });

  it('takes any one field, or several, and keeps only those sent', () => {
    expect(Schema.parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(Schema.parse({ count: 0 })).toEqual({ count: 0 });
    expect(Schema.parse({ name: 'a', count: 2, other: 1 })).toEqual({ name: 'a', count: 2 });
  });

  it('refuses nothing to change, in the reader’s language, and still checks the fields sent', () => {
    setLocale('en');
    expect(Schema.safeParse({}).error?.issues[0]?.message).toBe('Change at least one field');
    expect(Schema.safeParse({ name: undefined }).success).toBe(false);
    expect(Schema.safeParse({ other: 1 }).success).toBe(false);
    expect(Schema.safeParse({ name: '' }).success).toBe(false);
    setLocale('es');
    expect(Schema.safeParse({}).error?.issues[0]?.message).toBe(es['locations.validation.nothing']);
  });

  it.each([
    ['weather rules', WeatherRecommendationUpdateSchema, { isActive: false }],
    ['attractions', AttractionUpdateSchema, { isPartner: true }],
    ['vendor locations', LocationUpdateSchema, { isActive: false }],
  ] as const)('is the PATCH body of %s', (_name, schema, one) => {
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.parse(one)).toEqual(one);
  });
});
