import type { FastifyRequest } from 'fastify';

/**
 * The address people reach this server at: PUBLIC_URL when it is set, else the request's own
 * (behind TRUST_PROXY the forwarded protocol and host). Links that leave the page (OpenID Connect
 * redirects, a vendor's QR code) are built on it.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
