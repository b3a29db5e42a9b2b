import type { FastifyInstance } from 'fastify';
import { DISCORD_WEBHOOK_PREFIXES } from '#shared/discord.ts';

// One frozen object set in one hook: helmet's per-request work halved raw req/s in the spike;
// these few headers cost almost nothing (bench/server.bench.ts measures it).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React and Radix set style attributes; no inline <style> or <script> is ever served.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  // A player's browser posts a mail to their alliance's Discord webhook itself (the server never
  // sees the address): that is the one place outside this site it may connect to.
  `connect-src 'self' ${DISCORD_WEBHOOK_PREFIXES.join(' ')}`,
  // The service worker (sw.js, offline use) and the web app manifest come from this site only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
});

/**
 * The headers that only act on a document (a page or an answer a browser may show): a hashed
 * script, style sheet or font needs none of them, and each of the ~30 files of the first page
 * would otherwise carry ~450 bytes of them (src/server/web-app.ts leaves them off).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const satisfies readonly (keyof typeof SECURITY_HEADERS)[];

/** Sent only over https (seen through X-Forwarded-Proto with TRUST_PROXY): a year, subdomains too. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
}

/**
 * An API answer no shared or browser cache may keep unless its route says how it may (the public
 * translation overrides, by ETag): almost every answer depends on who asks (a session, an admin's
 * lists, a caller's own votes), and one left without a header could be served to someone else.
 * Decided by the matched route, so `/%61pi/…` is covered too.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.routeOptions.url ?? request.url;
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
