import { join } from 'node:path';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { ResponseCache } from './cache';
import type { Config } from './config';
import type { App, AppContext } from './context';
import type { Database } from './db/client';
import { registerErrorHandling } from './errors';
import { channelRoutes } from './routes/channels';
import { scheduleRoutes } from './routes/schedule';
import { siteRoutes } from './routes/site';
import { stateRoutes } from './routes/state';
import { registerStatic } from './static';

export const API_PREFIX = '/uz/api';

export interface AppDeps {
  config: Config;
  database: Database;
  cache: ResponseCache;
  /** Pino options, or false for no logging (tests). */
  logger?: boolean | Record<string, unknown>;
}

/** The Fastify application: API under /uz/api, the SPA and the uploads, on one port. */
export async function buildApp({ config, database, cache, logger }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: {
      // Unknown body fields are refused (schemas are closed), never silently dropped.
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        keywords: ['version'],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Efir API', version: '1.0.0', description: 'The API of the Efir broadcaster portal' },
      servers: [{ url: '/' }],
    },
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  registerErrorHandling(app, API_PREFIX);

  const ctx: AppContext = { config, database, cache };
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      await siteRoutes(typed, ctx);
      await stateRoutes(typed, ctx);
      await channelRoutes(typed, ctx);
      await scheduleRoutes(typed, ctx);
    },
    { prefix: API_PREFIX },
  );

  await registerStatic(app, {
    staticDir: config.staticDir,
    uploadsDir: join(config.dataDir, 'uploads'),
    apiPrefix: API_PREFIX,
    product: config.product,
  });

  return app;
}
