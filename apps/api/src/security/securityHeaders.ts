import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict headers for the API and the web app on the same origin: scripts only from this origin,
 * no framing (clickjacking), HSTS for a year. Styles allow inline attributes (component libraries
 * set them); workers allow blob: (the ALTCHA widget solves in web workers).
 */
const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // wasm-unsafe-eval: WebAssembly from this origin (the QR Code reader), and nothing else.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * Sets the headers above on every answer. Helmet's middleware is built once: its Fastify plugin
 * built it again on every request, parsing the policy each time (~3 % of a transfer's CPU).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
