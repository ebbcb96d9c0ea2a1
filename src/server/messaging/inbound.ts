/**
 * Inbound texts (DESIGN §10.5, decision 0024): Twilio's webhook `POST /api/sms/inbound`, form
 * fields From and Body, signed with `X-Twilio-Signature` = base64(HMAC-SHA1(TWILIO_AUTH_TOKEN,
 * URL + each form field's name and value in name order)), the URL being PUBLIC_URL (else the
 * request's own origin) + the path. A missing or wrong signature is 403 `invalid_signature`
 * and changes nothing. STOP and Twilio's other stop words opt the phone out of every text,
 * START/YES/UNSTOP back in (each a `sms_consents` row with the words sent); HELP/INFO answer with
 * the support line. The answer is TwiML, in the language of the phone's latest order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocale, type Locale, translate, t } from '../../shared/messages/index.js';
import { normalizePhone } from '../../shared/phone.js';
import { smsKeyword } from '../../shared/street-trust.js';
import { guestPreorders } from '../db/schema.js';
import { errorResponses, forbidden } from '../errors.js';
import { publicOrigin } from '../public-origin.js';
import { recordConsent } from './consent.js';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

/** Twilio's signature of a form POST to `url` (https://www.twilio.com/docs/usage/webhooks/webhooks-security). */
export function twilioSignature(authToken: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((acc, key) => acc + key + form[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<Response><Message>…</Message></Response>`, the text escaped for XML. */
export function twiml(message: string | null): string {
  const escaped = message?.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
}

const InboundSchema = z.looseObject({ From: z.string().max(40), Body: z.string().max(2000).default('') });

export const smsInboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Twilio posts forms: parsed here, in this route's scope only (everything else is JSON only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    SMS_INBOUND_PATH,
    {
      // The app's JSON-only guard lets this route's form body through.
      config: { rawUpload: true },
      schema: {
        headers: z.object({ 'x-twilio-signature': z.string().max(200).optional() }).loose(),
        response: { 200: z.string(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const token = ctx.config.TWILIO_AUTH_TOKEN;
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>;
      const url = `${publicOrigin(request, ctx.config.PUBLIC_URL)}${request.url}`;
      if (!token || !sameSignature(twilioSignature(token, url, form), request.headers['x-twilio-signature'])) {
        throw forbidden(t('streetTrust.error.badSignature'), { code: 'invalid_signature' });
      }
      const parsed = InboundSchema.safeParse(form);
      const phone = parsed.success ? normalizePhone(parsed.data.From) : '';
      const body = parsed.success ? parsed.data.Body : '';
      const keyword = smsKeyword(body);
      let answer: string | null = null;
      if (phone.length >= 10 && keyword) {
        const db = ctx.database.db;
        const latest = await db
          .select({ locale: guestPreorders.locale })
          .from(guestPreorders)
          .where(eq(guestPreorders.phone, phone))
          .orderBy(desc(guestPreorders.createdAt), desc(guestPreorders.id))
          .limit(1);
        const locale: Locale = isLocale(latest[0]?.locale) ? latest[0].locale : 'en';
        const now = ctx.now();
        if (keyword === 'stop') {
          await recordConsent(db, { phone, optedIn: false, wording: body.trim(), source: 'sms' }, now);
          answer = translate(locale, 'streetTrust.sms.stopped');
        } else if (keyword === 'start') {
          await recordConsent(db, { phone, optedIn: true, wording: body.trim(), source: 'sms' }, now);
          answer = translate(locale, 'streetTrust.sms.started');
        } else {
          answer = translate(locale, 'streetTrust.sms.help', { support: ctx.config.SMS_HELP_CONTACT });
        }
      }
      return reply.type('text/xml; charset=utf-8').send(twiml(answer));
    },
  );
};
