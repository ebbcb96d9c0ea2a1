/**
 * A vendor's short link and QR code (issue 23 item 10): `/v/:id` sends anyone to the vendor's
 * preorder page, and `GET /api/vendors/:id/qr.svg` draws that link as a QR code (the `qrcode`
 * package) for the poster a vendor prints for the truck's window. The code is public once the
 * vendor is: before it goes live only its owner gets it (to print the poster ahead), as with its
 * page (decision 0028, cachedPublicDetail). Without PUBLIC_URL the code holds the request's own address, so it is
 * never kept by a shared cache (another Host would get another picture).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { publicOrigin } from '../public-origin.js';
import { cachedPublicDetail } from './public-detail.js';

/** The short path of a vendor's preorder page. */
export const shortPath = (vendorId: number) => `/v/${vendorId}`;

/** A link as a QR code in SVG: medium error correction (survives a scuffed window), dark brown on white. */
export async function qrSvg(url: string): Promise<string> {
  // Loaded on the first poster, not at start-up: most servers draw few (decision 0048, memory).
  const { default: QRCode } = await import('qrcode');
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
      // 404 for no such vendor, an inactive one, and one not live yet unless asked by its owner.
      const { live } = await cachedPublicDetail(ctx, request.params.id, request);
      const svg = await qrSvg(`${publicOrigin(request, ctx.config.PUBLIC_URL)}${shortPath(request.params.id)}`);
      return reply
        .header('cache-control', ctx.config.PUBLIC_URL && live ? 'public, max-age=86400' : 'private, max-age=3600')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
};
