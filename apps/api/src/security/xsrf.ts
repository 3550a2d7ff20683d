import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BankError } from '../errors';
import { randomToken } from './randomPool';

/** The pair axios uses by default (and packages/api-client keeps). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by systems with their own credentials, in a header no other site can set. */
const SYSTEMS_API = '/pix/v2/';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit XSRF check. Every response without the cookie sets one (readable by the page's
 * scripts, SameSite=Strict); an unsafe request that carries the cookie must echo it in the
 * header, which another site's page cannot read. Requests without the cookie (curl, servers)
 * carry no ambient browser credentials and pass: sessions ride on the Authorization header.
 * A request that brings its own Authorization and no cookie is an app or a server that keeps
 * none (a page has the cookie from before it signed in): it is not handed one it would drop,
 * which cost every such request a token (docs/architecture/performance.md).
 * The Pix API (/pix/v2) is called by other systems, never a page: it neither sets the cookie nor
 * checks it, so a client that keeps cookies is not refused for one it never asked for.
 */
export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(SYSTEMS_API)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    if (cookie !== undefined && UNSAFE.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !same(header, cookie)) {
        throw new BankError('XSRF_MISMATCH');
      }
    }
    if (!cookie && request.headers.authorization === undefined) {
      reply.setCookie(XSRF_COOKIE, randomToken(24), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
  });
}
