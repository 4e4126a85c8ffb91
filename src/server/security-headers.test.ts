import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

describe('security headers', () => {
  it("are Helmet's, with the CSP written out from its directives", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuse a directive computed per request rather than freeze it', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'nonce-x'"] } } }),
    ).toThrow(/scriptSrc/);
  });

  it('are on every answer, and a route may still set one of its own', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {});
    app.get('/a', async () => 'a');
    app.get('/b', async (_request, reply) => reply.header('referrer-policy', 'same-origin').send('b'));
    const a = await app.inject('/a');
    const b = await app.inject('/b');
    const missing = await app.inject('/nowhere');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['referrer-policy']).toBe('no-referrer');
    expect(b.headers['referrer-policy']).toBe('same-origin');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
    await app.close();
  });
});
