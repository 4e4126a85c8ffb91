import { resolve } from 'node:path';
import { ARCHIVE_PATH, CHANNEL_PATH, measureRps, RPS_RATIO_BUDGET } from './api-rps';
import { envInt, failed, load, out } from './common';

const CLIENT_DIR = resolve('dist/client');

/** The load rounds of the sections that put load on the app (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS). */
export interface LoadRounds {
  rounds: number;
  durationMs: number;
  connections: number;
}

/**
 * The sections of `npm run bench` that run the app in this process or in processes of their own,
 * after the built server is gone (tests/bench/run.ts): `api`, `auth`, `chat`, `cluster`, `publish`, `pglite`,
 * `playlist`, `feeds`, `import`, `search`, `reminders`.
 */
export async function inProcessSections(
  sections: readonly string[],
  { rounds, durationMs, connections }: LoadRounds,
): Promise<void> {
  if (sections.includes('api')) {
    // The channel list (small, 7 KB) and the archive's first page (100 items, issue 8).
    for (const path of [CHANNEL_PATH, ARCHIVE_PATH]) {
      out();
      out(
        `API. GET ${path} (cached) through the app in this process vs a bare Fastify route with the same JSON`,
      );
      out(`  ${load()}`);
      try {
        const { startBenchApp } = await import('./app');
        const app = await startBenchApp(CLIENT_DIR);
        try {
          const report = await measureRps(app.origin, { rounds, durationMs, connections, log: out, path });
          out(
            `   ${report.connections} keep-alive connections, ${report.durationMs / 1000} s per round, body ${report.bodyBytes} bytes, loopback, load generator in its own process`,
          );
          out(`   app (median)  ${report.app.toFixed(0).padStart(7)} req/s`);
          out(`   bare (median) ${report.bare.toFixed(0).padStart(7)} req/s`);
          const verdict = report.ratio >= RPS_RATIO_BUDGET ? 'ok' : 'BELOW BUDGET';
          out(`   ratio app/bare ${report.ratio.toFixed(2)}  (budget ≥ ${RPS_RATIO_BUDGET}: ${verdict})`);
        } finally {
          await app.close();
        }
      } catch (err) {
        failed(`the API rps measurement of ${path}`, err);
      }
    }
  }
  if (sections.includes('auth')) {
    out();
    out(
      'AUTH. argon2id (m = 19 MiB, t = 2, p = 1) and sign-in over HTTP, rate limits off, app in this process',
    );
    out(`  ${load()}`);
    try {
      const { measureArgon2, measureSignIn } = await import('./auth');
      const argon = await measureArgon2();
      out(
        `   hash   p50 ${argon.hashMs.p50.toFixed(1)} ms, p95 ${argon.hashMs.p95.toFixed(1)} ms; verify p50 ${argon.verifyMs.p50.toFixed(1)} ms, p95 ${argon.verifyMs.p95.toFixed(1)} ms`,
      );
      const { startBenchApp } = await import('./app');
      const app = await startBenchApp(CLIENT_DIR, { RATE_LIMITS: 'off' });
      try {
        const r = await measureSignIn(app, { connections, durationMs });
        out(
          `   sign-in ${r.rps.toFixed(0)} req/s (${r.requests} in ${durationMs / 1000} s, ${r.connections} connections, ${r.failed} failed), p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms`,
        );
      } finally {
        await app.close();
      }
    } catch (err) {
      failed('the auth measurement', err);
    }
  }
  if (sections.includes('chat')) {
    const clients = envInt('BENCH_CHAT_CLIENTS', 200, 1, 5000);
    const messages = envInt('BENCH_CHAT_MESSAGES', 20, 1, 1000);
    const redisUrl =
      process.env.BENCH_CHAT_REDIS === '1' ? process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379' : null;
    out();
    out(
      `CHAT. socket.io fan-out: ${clients} clients in one room, ${messages} messages from one of them, one after another, rate limits off, loopback (issue 7)`,
    );
    out(
      `   app in this process (${redisUrl ? `two instances sharing Redis at ${redisUrl}` : 'one instance, no Redis'}), clients in their own process, all signed in as one account`,
    );
    out(`  ${load()}`);
    try {
      const { measureChat } = await import('./chat');
      const r = await measureChat({ clients, messages, redisUrl });
      const ms = (n: number) => `${n.toFixed(1)} ms`;
      out(
        `   connect ${r.clients} clients at once: ${ms(r.connectMs)} (each p50 ${ms(r.connectP50)}, p99 ${ms(r.connectP99)}); join with history ${ms(r.joinMs)}`,
      );
      out(
        `   delivery send → chatMessage, ${r.deliveries} deliveries${r.missing ? ` (${r.missing} MISSING)` : ''}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
      );
      if (r.byInstance)
        out(
          `     sender's instance p50 ${ms(r.byInstance.same.p50)}, p99 ${ms(r.byInstance.same.p99)}; other instance (through Redis) p50 ${ms(r.byInstance.other.p50)}, p99 ${ms(r.byInstance.other.p99)}`,
        );
      out(
        `   per message, until the last client has it: median ${ms(r.toAllP50)}, max ${ms(r.toAllMax)}; sender's ack p50 ${ms(r.ackP50)}`,
      );
      // RSS also moves with PGlite's memory and what the allocator hands back; the heap (after a
      // forced GC) is the steadier per-client figure.
      const perClientKb = ((r.heapMb.connected - r.heapMb.before) * 1024) / r.clients;
      out(
        `   server heap${r.gcForced ? ' after GC' : ' (no GC forced)'} ${r.heapMb.before.toFixed(1)} MB → ${r.heapMb.connected.toFixed(1)} MB with the clients (${perClientKb.toFixed(0)} KB each) → ${r.heapMb.after.toFixed(1)} MB after the messages; RSS ${r.rssMb.before.toFixed(0)} → ${r.rssMb.connected.toFixed(0)} → ${r.rssMb.after.toFixed(0)} MB`,
      );
      out(`   server event loop ${(r.elu * 100).toFixed(0)}% busy while the messages went out`);
    } catch (err) {
      failed('the chat measurement', err);
    }
  }
  if (sections.includes('cluster')) {
    out();
    out('CLUSTER. `npm run cluster` through nginx: mixed traffic with one instance and with two (issue 22)');
    out(`  ${load()}`);
    try {
      await (await import('./cluster')).clusterSection(out);
    } catch (err) {
      failed('the cluster measurement', err);
    }
  }
  if (sections.includes('publish')) {
    out();
    out(
      'PUBLISH. A content publish → visible on a cached page, `npm run cluster` with two instances (issue 26)',
    );
    out(`  ${load()}`);
    try {
      await (await import('./publish')).publishSection(out);
    } catch (err) {
      failed('the publish measurement', err);
    }
  }
  if (sections.includes('playlist')) {
    out();
    out(
      'PLAYLIST. The demo live media playlist: size and server cost per request, old 32-minute window against the new one (issue 25)',
    );
    out(`  ${load()}`);
    try {
      const { measureCacheHit, measurePlaylistHttp, measurePlaylistVariants, playlistReport } = await import(
        './live-playlist'
      );
      const rows = measurePlaylistVariants();
      const hit = measureCacheHit();
      const { startBenchApp } = await import('./app');
      const app = await startBenchApp(CLIENT_DIR);
      const http = [];
      try {
        for (const n of [1, connections])
          http.push(await measurePlaylistHttp(app, { connections: n, durationMs }));
      } finally {
        await app.close();
      }
      playlistReport(rows, hit, http, out);
    } catch (err) {
      failed('the playlist measurement', err);
    }
  }
  if (sections.includes('feeds')) {
    const runs = envInt('BENCH_FEEDS_RUNS', 5, 1, 50);
    out();
    out(
      'FEEDS. XMLTV export of all channels × 15 days (GET /uz/api/efir/epg.xml, app in this process, inject)',
    );
    out(`  ${load()}`);
    try {
      const { feedsReport, measureXmltvExport } = await import('./feeds');
      feedsReport(await measureXmltvExport(runs), out);
    } catch (err) {
      failed('the XMLTV export measurement', err);
    }
  }
  if (sections.includes('import')) {
    const runs = envInt('BENCH_IMPORT_RUNS', 3, 1, 20);
    out();
    out(
      'IMPORT. XMLTV import of the export of all channels × 15 days (preview and commit, app in this process, inject)',
    );
    out(`  ${load()}`);
    try {
      const { importReport, measureXmltvImport } = await import('./xmltv-import');
      importReport(await measureXmltvImport(runs), out);
    } catch (err) {
      failed('the XMLTV import measurement', err);
    }
  }
  if (sections.includes('search')) {
    const docs = envInt('BENCH_SEARCH_DOCS', 100_000, 0, 1_000_000);
    const searchRounds = envInt('BENCH_SEARCH_ROUNDS', 3, 1, 50);
    const pgUrl = process.env.BENCH_SEARCH_PG?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
    out();
    out(
      `SEARCH. suggest() and search() on the database, demo and + ${docs} generated documents, PGlite and PostgreSQL, ${searchRounds} timed passes after a warm-up (issue 27)`,
    );
    out(`  ${load()}`);
    try {
      const { measureSearch, searchReport } = await import('./search');
      const figures = await measureSearch({
        docs,
        rounds: searchRounds,
        budgetMs: envInt('BENCH_SEARCH_BUDGET_S', 30, 1, 3600) * 1000,
        postgres: pgUrl === 'off' ? null : pgUrl,
        pglite: process.env.BENCH_SEARCH_PGLITE !== '0',
        log: out,
      });
      out(`  ${load()}`);
      searchReport(figures, out);
    } catch (err) {
      failed('the search measurement', err);
    }
  }
  if (sections.includes('reminders')) {
    const count = envInt('BENCH_REMINDERS', 100, 1, 10000);
    const intervalS = envInt('JOBS_INTERVAL_SECONDS', 15, 1, 60);
    out();
    out(
      `REMINDERS. A reminder's delay past its start: ${count} reminders over 10 minutes of a fake clock, the jobs runner every ${intervalS} s, real sends to a local HTTPS push service (issue 28)`,
    );
    out(`  ${load()}`);
    try {
      const { measureReminderDelay, remindersReport } = await import('./reminders');
      remindersReport(await measureReminderDelay({ count, intervalS, spanS: 600 }), out);
    } catch (err) {
      failed('the reminders measurement', err);
    }
  }
  if (sections.includes('pglite')) {
    const commits = envInt('BENCH_PGLITE_COMMITS', 500, 10, 100000);
    const pgliteRounds = envInt('BENCH_PGLITE_ROUNDS', 5, 1, 50);
    out();
    out(
      `PGLITE. The embedded database's durability: fsync off vs on, ${commits} acknowledged single-row INSERT transactions per round, ${pgliteRounds} rounds (issue 22)`,
    );
    out(`  ${load()}`);
    try {
      const { measurePgliteFsync, pgliteFsyncReport } = await import('./pglite-fsync');
      pgliteFsyncReport(await measurePgliteFsync({ commits, rounds: pgliteRounds }), out);
      out(`  ${load()}`);
    } catch (err) {
      failed('the PGlite fsync measurement', err);
    }
  }
}
