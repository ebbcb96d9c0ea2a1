import type { FastifyRequest } from 'fastify';

/**
 * The address people reach this server at: PUBLIC_URL when it is set, else the request's own
 * (behind TRUST_PROXY the forwarded protocol and host). Links that leave the page (OpenID Connect
 * redirects, a vendor's QR code, a password-reset link) are built on it. Production cannot start
 * without PUBLIC_URL (config.ts, issue 43 item 8), so there no link ever comes from the Host header;
 * the fallback serves development and tests only.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
