import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { API_PREFIX } from '@core/api-prefix';
import type { PageRenderer } from '@core/render';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAccess } from './auth/access';
import { OidcClients } from './auth/oidc';
import { decorateSessions, sessionResolver } from './auth/session';
import { SessionEvents } from './auth/session-events';
import { tokenKeys, tokenSecret } from './auth/tokens';
import { ticketKeys } from './auth/two-factor';
import type { ResponseCache } from './cache';
import { registerCompression } from './compression';
import type { Config } from './config';
import type { App, AppContext } from './context';
import type { Database } from './db/client';
import { Drain, type DrainTimes } from './drain';
import { PATTERN_MESSAGE, registerErrorHandling } from './errors';
import { registerInputGuard } from './input-guard';
import { registerSecurityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's routes as registered (an `onRoute` hook): the fuzz test goes over each one. */
    registeredRoutes: readonly RouteOptions[];
    /**
     * Starts draining: not ready for the balancer any more, connections closed after each answer;
     * resolves once the traffic has stopped (src/server/drain.ts), so `close()` loses nothing.
     */
    drain(times: DrainTimes): Promise<void>;
  }
}

import { PUBLIC_NAMESPACE } from '@core/schemas/breaking';
import { formRoutes } from './forms/routes';
import { registerRateLimit } from './limits';
import { attachChat } from './live/chat';
import { attachPublic, Broadcast } from './live/public';
import { ChatRelay } from './live/relay';
import { createMailer, type Mailer } from './mail/mailer';
import { MailOutbox } from './mail/outbox';
import { mediaRoutes } from './media/routes';
import { subtitleRoutes } from './media/subtitles';
import { registerOps } from './ops/register';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './ops/reports';
import { reminderRoutes } from './reminders/routes';
import { loadVapidKeys } from './reminders/vapid';
import { authRoutes } from './routes/auth';
import { breakingRoutes } from './routes/breaking';
import { channelRoutes } from './routes/channels';
import { contentRoutes } from './routes/content';
import { engagementRoutes } from './routes/engagement/routes';
import { feedRoutes } from './routes/feeds';
import { htmlRoutes } from './routes/html';
import { listRoutes } from './routes/lists';
import { moderationRoutes } from './routes/moderation/routes';
import { newsroomRoutes } from './routes/newsroom';
import { oidcRoutes } from './routes/oidc';
import { passwordRoutes } from './routes/password';
import { personalRoutes } from './routes/personal';
import { phoneRoutes } from './routes/phone';
import { roleRoutes } from './routes/roles';
import { scheduleRoutes } from './routes/schedule';
import { scheduleEditRoutes } from './routes/schedule-edit';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { siteRoutes } from './routes/site';
import { stateRoutes } from './routes/state';
import { twoFactorRoutes } from './routes/two-factor';
import { userRoutes } from './routes/users';
import { vodRoutes } from './routes/vod';
import { watchRoutes } from './routes/watch';
import { xmltvImportRoutes } from './routes/xmltv-import';
import { createSmsTransport, type SmsTransport } from './sms/transport';
import { readClientAssets } from './ssr/assets';
import { pageRoutes } from './ssr/pages';
import { registerStatic } from './static';
import { registerMultipart, uploadRoutes } from './uploads/routes';

export { API_PREFIX };

export interface AppDeps {
  config: Config;
  database: Database;
  cache: ResponseCache;
  /** Pino options, or false for no logging (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The client's server renderer (dist/server/render.js); without it, or a built client, no pages. */
  renderer?: PageRenderer;
  /** A Redis command connection (not a subscriber) for rate-limit counters shared by instances. */
  redis?: Redis | null;
  /** Transports to use instead of those of the config (tests). */
  mail?: Mailer;
  sms?: SmsTransport;
  /** OpenID Connect clients instead of those of the config. */
  oidc?: OidcClients;
}

/** The Fastify application: API under /uz/api, the pages, the client's files and the uploads, on one port. */
export async function buildApp({
  config,
  database,
  cache,
  logger,
  renderer,
  redis,
  mail,
  sms,
  oidc,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The client address (rate limits, view counts, logs) is the peer's, or with TRUST_PROXY the
    // right-most X-Forwarded-For address that is not a trusted proxy: a client cannot choose it.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    ajv: {
      // Unknown body fields are refused (schemas are closed), never silently dropped.
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        // `x-pattern-message`: what a pattern means, said in words (params.ts); `verbose` gives
        // the error handler the failing schema to read it from (errors.ts).
        keywords: ['version', PATTERN_MESSAGE],
        verbose: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Every route as registered (the fuzz test covers each one the day it lands), and the guard
  // against NUL and malformed escapes in front of all of them (issue 11).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('registeredRoutes', routes);
  registerInputGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Live streams: the demo ones are served here; real ones come from STREAM_ORIGINS
        // (hls.js fetches playlists and segments, so they are connect sources too).
        mediaSrc: ["'self'", 'blob:', ...config.streamOrigins],
        connectSrc: ["'self'", ...config.streamOrigins],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The service worker (public/sw.js: push notifications) and the web app manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
        // Violations are reported (ops/reports.ts): report-to where the Reporting API is, else report-uri.
        reportUri: [CSP_REPORT_PATH],
        reportTo: [CSP_REPORT_GROUP],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Efir API', version: '1.0.0', description: 'The API of the Efir broadcaster portal' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  registerErrorHandling(app, API_PREFIX);
  await registerRateLimit(app, config, redis);

  // Draining (SIGTERM behind a balancer): ready.json says 503 so the balancer sends no new
  // requests, and each answer closes its connection so none stays pinned to this instance.
  const lifecycle = { draining: false };
  const drain = new Drain();
  app.decorate('drain', (times: DrainTimes) => {
    lifecycle.draining = true;
    return drain.settled(times);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    drain.requestStarted(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    drain.requestEnded(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    drain.requestEnded(request);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const secret = await tokenSecret(database.db, config.jwtSecret);
  const keys = tokenKeys(secret, config.product);
  decorateSessions(app, sessionResolver(database.db, keys));
  registerAccess(app, config.adminTotp); // `config.access`: who may call a route, checked before its input (auth/access.ts)
  const pepper = createHash('sha256').update(`otp:${secret}`).digest('hex');
  const transport = mail ?? createMailer(config, app.log);
  const outbox = new MailOutbox(database.db, transport, app.log);
  const ctx: AppContext = {
    config,
    database,
    cache,
    auth: {
      keys,
      tickets: ticketKeys(secret, config.product),
      pepper,
      providers: config.oidc.map(({ id, title }) => ({ id, title })),
    },
    mail: transport,
    outbox,
    sms: sms ?? createSmsTransport(config, app.log),
    uploadsDir: join(config.dataDir, 'uploads'),
    privateDir: join(config.dataDir, 'private'),
    sessions: new SessionEvents(),
    chat: new ChatRelay(),
    broadcast: new Broadcast(),
    redis: redis ?? null,
    lifecycle,
  };
  const ops = await registerOps(app, ctx);
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      await registerMultipart(typed);
      await siteRoutes(typed, ctx);
      await authRoutes(typed, ctx);
      await userRoutes(typed, ctx);
      await roleRoutes(typed, ctx);
      await twoFactorRoutes(typed, ctx);
      await passwordRoutes(typed, ctx);
      await phoneRoutes(typed, ctx);
      await uploadRoutes(typed, ctx);
      await oidcRoutes(typed, ctx, { clients: oidc ?? new OidcClients(config.oidc), secret });
      await listRoutes(typed, ctx);
      await stateRoutes(typed, ctx);
      await channelRoutes(typed, ctx);
      await contentRoutes(typed, ctx);
      await scheduleRoutes(typed, ctx);
      await feedRoutes(typed, ctx);
      await watchRoutes(typed, ctx);
      await vodRoutes(typed, ctx);
      await htmlRoutes(typed, ctx);
      await engagementRoutes(typed, ctx);
      await formRoutes(typed, ctx);
      await moderationRoutes(typed, ctx);
      await mediaRoutes(typed, ctx);
      await subtitleRoutes(typed, ctx);
      await scheduleEditRoutes(typed, ctx);
      await xmltvImportRoutes(typed, ctx);
      await breakingRoutes(typed, ctx);
      await reminderRoutes(typed, ctx, loadVapidKeys(config));
      await newsroomRoutes(typed, ctx);
      await searchRoutes(typed, ctx);
      await personalRoutes(typed, ctx);
    },
    { prefix: API_PREFIX },
  );
  await seoRoutes(app, ctx, API_PREFIX);
  outbox.start();
  app.addHook('onClose', () => outbox.close());
  const live = attachChat(app, ctx, redis);
  attachPublic(live.io, ctx.broadcast);
  ops.watchChat(live);
  app.addHook('preClose', async () => {
    await Promise.resolve(live.io.of(PUBLIC_NAMESPACE).adapter.close?.()).catch(() => {});
    await live.close();
  });

  await registerStatic(app, {
    staticDir: config.staticDir,
    uploadsDir: ctx.uploadsDir,
    apiPrefix: API_PREFIX,
    product: config.product,
  });

  const assets = config.staticDir ? readClientAssets(config.staticDir) : null;
  if (renderer && assets) {
    await app.register(async (pages) =>
      pageRoutes(pages.withTypeProvider<TypeBoxTypeProvider>(), ctx, {
        apiPrefix: API_PREFIX,
        renderer,
        assets,
      }),
    );
  } else if (config.staticDir) {
    app.log.warn(
      'no server renderer or client manifest: serving the API and files only (run `npm run build`)',
    );
  }

  return app;
}
