import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for `options`, worked out once. @fastify/helmet built Helmet's
 * middleware again on every request (its CSP directives parsed and written out per request, in an
 * async hook): about 4 % of the CPU of a cached page. The options here are constant (no nonces, no
 * directive computed per request), so the answer is the same headers every time; a directive given
 * as a function would need the request, and is refused rather than frozen.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const directives = (options.contentSecurityPolicy || {}) as { directives?: Record<string, unknown> };
  for (const [name, value] of Object.entries(directives.directives ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'function'))
      throw new Error(`security headers: the CSP directive ${name} is computed per request`);
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the security headers (`securityHeaders`) on every answer, before its route runs. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
