/**
 * Issue 44 item 7: how texts are put together. A time that ends with its own period ("1:01 p.m.")
 * at the end of a sentence gets one period, Spanish says "la 1" but "las 4", a day and a time each
 * get their words ("hasta el sábado a las 4:00 a.m."), the go-live menu hint never shows a count
 * beyond its goal, and the texts the newcomer met are in the reader's language and situation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { type Locale, localeTag, type MessageKey, registerCatalogue, translate } from '../../src/shared/messages/index.js';
import { MIN_LIVE_MENU_ITEMS, menuHintKey } from '../../src/shared/setup-checklist.js';

beforeAll(() => {
  registerCatalogue('en', en);
  registerCatalogue('es', es);
});

/** A valley wall-clock time as the server and the page format it (hour and minutes, Intl). */
function clock(locale: Locale, hour: number, minute: number): string {
  return new Intl.DateTimeFormat(localeTag(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 27, hour, minute)),
  );
}

const order = { vendor: 'Tacos El Sol', invoice: 'INV-AB12CD' };

describe('a time at the end of a sentence, and the article before it', () => {
  it.each<[string, Locale, MessageKey, Record<string, string>, string]>([
    ['es, one o’clock: "la", one period', 'es', 'messaging.order.confirmed', { ...order, time: '1:01 p.m.' }, 'Tacos El Sol: tu pedido INV-AB12CD está confirmado y debería estar listo alrededor de la 1:01 p.m.'],
    ['es, four o’clock: "las", one period', 'es', 'messaging.order.confirmed', { ...order, time: '4:30 p.m.' }, 'Tacos El Sol: tu pedido INV-AB12CD está confirmado y debería estar listo alrededor de las 4:30 p.m.'],
    ['es, ten is not one', 'es', 'messaging.order.confirmed', { ...order, time: '10:05 a.m.' }, 'Tacos El Sol: tu pedido INV-AB12CD está confirmado y debería estar listo alrededor de las 10:05 a.m.'],
    ['es, eleven is not one', 'es', 'pickupUi.estimate.time', { time: '11:00 a.m.' }, 'Listo hacia las 11:00 a.m.'],
    ['es, twelve is not one', 'es', 'pickupUi.paused.until', { time: '12:15 p.m.' }, 'No acepta pedidos hasta las 12:15 p.m.'],
    ['es, one o’clock mid-sentence', 'es', 'pickupUi.paused.until', { time: '1:00 a.m.' }, 'No acepta pedidos hasta la 1:00 a.m.'],
    ['es, an hour heading without minutes', 'es', 'pickupUi.scheduled.today', { time: '1 p.m.' }, 'Recoger a la 1 p.m.'],
    ['es, 24-hour clock one o’clock', 'es', 'vendorPreorders.order.readyBy', { time: '13:00' }, 'Listo a las 13:00'],
    ['es, one period before the next sentence', 'es', 'phoneUi.rewardCheck.validBody', { time: '1:05 p.m.' }, 'Marcado como usado a la 1:05 p.m. Entrega el premio.'],
    ['en keeps its period after PM', 'en', 'messaging.order.confirmed', { ...order, time: '1:01 PM' }, 'Tacos El Sol: your order INV-AB12CD is confirmed and should be ready around 1:01 PM.'],
    ['en, a time written with periods ends its sentence once', 'en', 'phoneUi.rewardCheck.validBody', { time: '1:05 p.m.' }, 'Marked as used at 1:05 p.m. Hand over the reward.'],
  ])('%s', (_case, locale, key, params, expected) => {
    expect(translate(locale, key, params)).toBe(expected);
  });

  it.each<[Locale, number, number, RegExp]>([
    ['es', 13, 1, /alrededor de la 1:01\sp\.\s?m\.$/],
    ['es', 1, 0, /alrededor de la 1:00\sa\.\s?m\.$/],
    ['es', 16, 0, /alrededor de las 4:00\sp\.\s?m\.$/],
    ['es', 0, 30, /alrededor de las 12:30\sa\.\s?m\.$/],
    ['en', 13, 1, /around 1:01\sPM\.$/],
  ])('Intl’s own %s time %i:%i reads right in the confirmation text', (locale, hour, minute, expected) => {
    const text = translate(locale, 'messaging.order.confirmed', { ...order, time: clock(locale, hour, minute) });
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/\.\.$/);
  });
});

describe('a day and a time, each with its words', () => {
  it.each<[Locale, MessageKey, Record<string, string>, string]>([
    ['es', 'vendorUi.status.untilNotice', { day: 'sábado', time: '4:00 a.m.' }, 'Hasta el sábado a las 4:00 a.m. Después vuelve a aplicarse tu horario.'],
    ['es', 'vendorUi.status.openUntil', { day: 'sábado', time: '4:00 a.m.' }, 'Marcado como abierto hasta el sábado a las 4:00 a.m. Después vuelve a aplicarse tu horario.'],
    ['es', 'vendorUi.status.closedUntil', { day: 'domingo', time: '1:00 a.m.' }, 'Marcado como cerrado hasta el domingo a la 1:00 a.m. Después vuelve a aplicarse tu horario.'],
    ['en', 'vendorUi.status.untilNotice', { day: 'Saturday', time: '4:00 AM' }, 'Until Saturday 4:00 AM. After that your business hours apply again.'],
    ['en', 'vendorUi.status.openUntil', { day: 'Saturday', time: '4:00 AM' }, 'Marked as open until Saturday 4:00 AM. After that your business hours apply again.'],
  ])('%s %s', (locale, key, params, expected) => {
    expect(translate(locale, key, params)).toBe(expected);
  });
});

describe('the go-live menu hint never counts beyond its goal', () => {
  it.each<[number, Locale, string]>([
    [0, 'es', '0 de 3 en tu menú por ahora.'],
    [2, 'es', '2 de 3 en tu menú por ahora.'],
    [3, 'es', '3 de 3 en tu menú por ahora.'],
    [4, 'es', '4 platillos en tu menú.'],
    [12, 'es', '12 platillos en tu menú.'],
    [1, 'en', '1 of 3 on your menu so far.'],
    [3, 'en', '3 of 3 on your menu so far.'],
    [4, 'en', '4 items on your menu.'],
  ])('%i items (%s)', (count, locale, expected) => {
    expect(MIN_LIVE_MENU_ITEMS).toBe(3);
    expect(translate(locale, menuHintKey(count), { count, n: MIN_LIVE_MENU_ITEMS })).toBe(expected);
  });
});

describe('texts the newcomer met, in the reader’s language and situation', () => {
  it.each<[MessageKey, RegExp]>([
    ['vendorUi.field.cuisineHint', /\b(Mexican|Desserts)\b/],
    ['vendorUi.section.locationHint', /haz clic/i],
    ['discovery.map.pickHelp', /^Haz clic/],
    ['vendorUi.section.photosHint', /Subir/],
    ['vendorUi.section.photosHint', /presiona/],
    ['pickupUi.choice.asapHintDesk', /vendedor/],
  ])('es %s does not say %s', (key, wrong) => {
    expect(translate('es', key)).not.toMatch(wrong);
  });

  it.each<[MessageKey, RegExp]>([
    ['vendorUi.section.photosHint', /press Upload/],
    ['vendorUi.section.locationHint', /^Click/],
    ['pickupUi.choice.asapHintDesk', /vendor/],
  ])('en %s does not say %s', (key, wrong) => {
    expect(translate('en', key)).not.toMatch(wrong);
  });
});
