import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderMap = Record<string, string>;

/**
 * Helmet's response headers, computed once. Helmet's middleware rebuilds the same strings (CSP
 * directives and all) on every request, which cost about 8% of the CPU of a cached GET /api/notes;
 * our options never vary per request (no CSP nonces), so running it once against a recording
 * response gives exactly the headers it would set each time.
 */
export function computeSecurityHeaders(options: HelmetOptions): HeaderMap {
  const headers: HeaderMap = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  // helmet's middleware is synchronous: next() runs before it returns.
  (helmet(options) as unknown as (req: object, res: typeof recorder, next: (err?: unknown) => void) => void)({}, recorder, (err) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    called = true;
  });
  if (!called) throw new Error('helmet did not complete synchronously');
  return headers;
}

/** Sends the precomputed security headers on every response (pages and API alike). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
