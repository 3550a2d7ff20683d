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
 * The headers helmet sets for the policy above, worked out once: none depends on the request
 * (no nonce), so every answer gets the same names and values.
 */
function headersOf(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let outcome: { error?: unknown } | undefined;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => (outcome = { error }),
  );
  // Helmet sets its headers at once; a version that did not would leave this list short.
  if (!outcome) throw new Error('helmet did not finish setting its headers at once');
  if (outcome.error) throw outcome.error;
  return [...headers];
}

/**
 * Sets the headers above on every answer. Helmet's Fastify plugin built its middleware again on
 * every request, parsing the policy each time (~3 % of a transfer's CPU); its middleware, built
 * once, still passed every answer through a dozen functions (~3 % of a Pix's server CPU). The
 * headers are the same for every answer, so they are set from a list.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = headersOf(securityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
