import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageRenderer } from '@core/render';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ensureAdmin, ensureDemoAccounts } from './auth/first-admin';
import { ResponseCache } from './cache';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { refreshDemo, seed, seedLists } from './db/seed';
import { JobRunner } from './jobs/runner';
import { Newsroom } from './newsroom/service';
import { PushSender } from './reminders/push';
import { Reminders } from './reminders/service';
import { loadVapidKeys } from './reminders/vapid';
import { startWeather, WeatherConfigError, weatherConfig, weatherProvider } from './weather/refresher';

/**
 * The client's server renderer, built beside this file (dist/server/render.js from
 * src/client/entry-server.tsx). Loaded by path: the server never imports the client (design §4).
 */
async function loadRenderer(dir: string): Promise<PageRenderer | undefined> {
  const file = join(dir, 'render.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/** Starts Efir: config, database and migrations, demo seed, the app; stops cleanly on SIGTERM. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  let weatherSettings: ReturnType<typeof weatherConfig>;
  try {
    config = loadConfig();
    weatherSettings = weatherConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof WeatherConfigError) {
      console.error(`Efir cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // The built SPA sits beside the built server (dist/client next to dist/server).
  const here = dirname(fileURLToPath(import.meta.url));
  config.staticDir ??= resolve(here, '../client');
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });

  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteFsync: config.pgliteFsync,
  });
  await database.migrate();
  await seedLists(database.db);

  const redis = config.redisUrl ? { pub: new Redis(config.redisUrl), sub: new Redis(config.redisUrl) } : null;
  const cache = new ResponseCache({ ...redis, channel: `${config.product}:cache:invalidate` });
  await cache.start();

  const app = await buildApp({
    config,
    database,
    cache,
    redis: redis?.pub ?? null,
    renderer: await loadRenderer(here),
  });
  if (config.seedDemo) {
    const report = await seed(database.db, {
      product: config.product,
      uploadsDir: join(config.dataDir, 'uploads'),
    });
    app.log.info(report, report.demo ? 'seeded demo content' : 'demo content checked');
    if (!config.production) {
      const demo = await ensureDemoAccounts(database.db);
      if (demo) {
        app.log.info(
          { accounts: demo.map(({ username, password, roles }) => ({ username, password, roles })) },
          'created the demo accounts (sign in at /uz/authentication/signin/; shown once)',
        );
      }
    }
  }
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    app.log.info({ email: config.admin.email, result }, 'admin account from ADMIN_EMAIL');
  }
  // Demo schedules and announcements follow the calendar: refreshed every hour.
  const demoTimer = config.seedDemo
    ? setInterval(() => {
        // The weather is the provider's (below), the demo's or a real one.
        refreshDemo(database.db, new Date(), { weather: false })
          .then(({ schedules, anons }) =>
            cache.invalidate([
              'search',
              ...(schedules > 0 ? ['schedule'] : []),
              ...(anons > 0 ? ['anons'] : []),
            ]),
          )
          .catch((err: unknown) => app.log.error({ err }, 'demo refresh failed'));
      }, 3_600_000)
    : null;
  // The header's weather (issue 26): the demo's with demo content, or WEATHER_URL's every WEATHER_MINUTES.
  const stopWeather =
    config.seedDemo || weatherSettings.url
      ? startWeather({
          db: database.db,
          cache,
          provider: weatherProvider(weatherSettings, app.log),
          minutes: weatherSettings.minutes,
          log: app.log,
        })
      : null;

  // Scheduled publishing and unpublishing (issue 26): every instance runs the jobs runner; each due
  // job is claimed by one of them (src/server/jobs/runner.ts).
  const newsroom = new Newsroom(database.db, { streamOrigins: config.streamOrigins });
  // Reminders (issue 28): a `reminder` job due at the programme's start sends its Web Push.
  const push = new PushSender(loadVapidKeys(config));
  const reminderJobs = new Reminders(database.db).jobHandlers(push, app.log, config.publicUrl);
  const jobs = new JobRunner(
    database.db,
    { ...newsroom.jobHandlers(), ...reminderJobs },
    {
      log: app.log,
      invalidate: (tags) => cache.invalidate(tags),
    },
  );
  jobs.start(config.jobsIntervalSeconds);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    if (demoTimer) clearInterval(demoTimer);
    stopWeather?.();
    await jobs.close();
    const force = setTimeout(() => process.exit(1), config.drainMs * 2 + 10_000);
    force.unref();
    // Behind a balancer: keep answering while it learns (ready.json) that this instance is going,
    // then until its requests have stopped for a second (at most twice DRAIN_SECONDS).
    if (config.drainMs > 0)
      await app.drain({ minMs: config.drainMs, quietMs: 1_000, maxMs: config.drainMs * 2 });
    await app.close();
    await database.close();
    if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Efir is serving http://localhost:${config.port}/uz/ (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
