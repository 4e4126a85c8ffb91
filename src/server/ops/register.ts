import { API_PREFIX } from '@core/api-prefix';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App, AppContext } from '../context';
import { metricsAccess } from './access';
import { OpsMetrics } from './metrics';
import { serverRelease, VERSION } from './release';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, reportRoutes } from './reports';

/** Where Prometheus scrapes: beside the app, not under the API prefix (README "Operations"). */
export const METRICS_PATH = '/metrics';

/** What the app hands over once the chat is attached (it is made after the routes). */
export interface Ops {
  metrics: OpsMetrics;
  /** This server's release (ops/release.ts), as browsers report theirs. */
  release: string;
  watchChat(chat: { readonly connections: number }): void;
}

/**
 * What an operator needs (issue 22): `GET /metrics` for Prometheus (trusted addresses or the
 * METRICS_TOKEN bearer only; everyone else gets the 404 of an unknown address), the count and
 * time of every request by route pattern, the response cache's lookups, and the browsers'
 * reports (ops/reports.ts). Registered before the API's routes: the request hook then covers them.
 */
export async function registerOps(app: App, ctx: AppContext): Promise<Ops> {
  const release = serverRelease(ctx.config.staticDir);
  const metrics = new OpsMetrics({ version: VERSION, release, database: ctx.database.kind });
  let chat: { readonly connections: number } | null = null;

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  ctx.cache.onLookup = (key, result) => {
    metrics.cacheLookups.inc({
      kind: key.startsWith('page ') ? 'page' : key.startsWith('read ') ? 'read' : 'api',
      result,
    });
  };
  // The Reporting API's endpoint for the CSP's `report-to` (app.ts); documents only.
  const endpoints = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('reporting-endpoints', endpoints);
    done(null, payload);
  });

  const allowed = metricsAccess(ctx.config.trustProxy, ctx.config.metricsToken);
  app.get(
    METRICS_PATH,
    // Scrapes come every few seconds: their request lines stay out of the info log.
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      // Not for everyone, and not saying so: the answer of an address that does not exist.
      if (!allowed(request)) return reply.callNotFound();
      await metrics.refresh({
        database: ctx.database,
        outbox: ctx.outbox,
        cacheSize: () => ctx.cache.size,
        chatConnections: () => chat?.connections ?? null,
      });
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    },
  );

  await app.register(
    (api) => reportRoutes(api.withTypeProvider<TypeBoxTypeProvider>(), ctx, metrics, release),
    {
      prefix: API_PREFIX,
    },
  );

  return {
    metrics,
    release,
    watchChat(hub) {
      chat = hub;
    },
  };
}
