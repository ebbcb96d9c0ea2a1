/**
 * A vendor's short link and QR code (issue 23 item 10): `/v/:id` sends anyone to the vendor's
 * preorder page, and `GET /api/vendors/:id/qr.svg` draws that link as a QR code (the `qrcode`
 * package) for the poster a vendor prints for the truck's window. Both are public: the link is
 * the vendor's public page. Without PUBLIC_URL the code holds the request's own address, so it is
 * never kept by a shared cache (another Host would get another picture).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { notFound } from '../errors.js';
import { publicOrigin } from '../public-origin.js';
import { findVendorById } from './queries.js';

/** The short path of a vendor's preorder page. */
export const shortPath = (vendorId: number) => `/v/${vendorId}`;

/** A link as a QR code in SVG: medium error correction (survives a scuffed window), dark brown on white. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#3b2418', light: '#ffffff' } });
}

export const vendorShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/v/:id', { schema: { params: IdParamsSchema } }, async (request, reply) =>
    reply.redirect(`/guest-preorder?vendor=${request.params.id}`, 302),
  );

  app.get(
    '/api/vendors/:id/qr.svg',
    // No response schema: the answer is SVG text, not JSON (a 404 is the usual error body).
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const vendor = await findVendorById(ctx.database.db, request.params.id);
      if (!vendor?.isActive) throw notFound(t('vendor.error.notFound'));
      const svg = await qrSvg(`${publicOrigin(request, ctx.config.PUBLIC_URL)}${shortPath(vendor.id)}`);
      return reply
        .header('cache-control', ctx.config.PUBLIC_URL ? 'public, max-age=86400' : 'private, max-age=3600')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
};
