import { NEWSROOM_ROLES } from '@core/newsroom';
import type { App, AppContext } from '../context';
import { badRequest, HttpError } from '../http';
import { recordAudit } from '../newsroom/audit';
import { checkDay, issueText, SCHEDULE_TAGS, writeDay } from '../newsroom/schedule-days';
import { say } from '../texts';
import { actorOf } from './schedule-edit';
import { answering } from './state/common';
import { plan } from './xmltv-import/plan';
import { IMPORT_MAX_BYTES, read, receive } from './xmltv-import/receive';
import { Committed, Preview, schemaOf } from './xmltv-import/schemas';

/**
 * XMLTV import (issue 26, decision 035): `POST /newsroom/import/xmltv/preview.json` reads a file
 * (multipart `file`, `.xml` or `.xml.gz`; or JSON `{url}`, read by the server), maps its channels
 * to ours (the `mapping` sent, else by id, then by display name) and answers, per mapped channel
 * and Tashkent day, the entries it would add, change and remove, with a `token` (the file's hash)
 * and a `base` (the version of the days compared). `POST .../commit.json` takes the same file
 * with the mapping, token and base, and writes every changed day in one transaction, audited as
 * `import`: a different file or days changed since the preview are refused (409), so the commit
 * writes exactly what was previewed; an unchanged day is not written.
 */
export async function xmltvImportRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const newsroom = { access: { roles: [...NEWSROOM_ROLES] } } as const;

  app.post(
    '/newsroom/import/xmltv/preview.json',
    {
      config: newsroom,
      bodyLimit: 64 * 1024,
      schema: schemaOf(
        'Preview an XMLTV import (editors): what it would add, change and remove per channel and Tashkent day',
        `Multipart \`file\` (.xml or .xml.gz, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB) and optional \`mapping\` (JSON: XMLTV channel id → our channel id or null), or JSON \`{url, mapping?}\` (http/https; public addresses only). A malformed file: 400 naming the line.`,
        Preview,
      ),
    },
    (request, reply) =>
      answering(reply, async () => {
        const received = await receive(request, config.importAllowPrivate);
        const { listing, token } = read(request, received.bytes);
        const result = await plan(request, db, listing, received.mapping, false);
        reply.header('cache-control', 'no-store');
        return {
          data: {
            token,
            base: result.base,
            channels: listing.channels.map((c) => ({
              id: c.id,
              names: c.names.map((n) => n.value),
              programmes: c.programmes,
              mapped: result.mapping[c.id] ?? null,
            })),
            ours: result.ours,
            days: result.changed.map(({ channel, date, added, changed, removed }) => ({
              channel,
              date,
              added,
              changed,
              removed,
            })),
            totals: result.totals,
          },
        };
      }),
  );

  app.post(
    '/newsroom/import/xmltv/commit.json',
    {
      config: newsroom,
      bodyLimit: 64 * 1024,
      schema: schemaOf(
        'Commit an XMLTV import (editors): the previewed file, mapping, token and base; every changed day in one transaction',
        'The same inputs as the preview plus `token` and `base` from it. 409 when the file is not the one previewed or the days changed since; nothing is written on any error. Audited as `import`.',
        Committed,
      ),
    },
    (request, reply) =>
      answering(reply, async () => {
        const received = await receive(request, config.importAllowPrivate);
        const { listing, token } = read(request, received.bytes);
        if (received.token !== token) throw new HttpError(409, say(request, 'import.tokenMismatch'));
        const actor = actorOf(request);
        const result = await db.transaction(async (tx) => {
          const planned = await plan(request, tx, listing, received.mapping, true);
          if (planned.base !== received.base) throw new HttpError(409, say(request, 'import.stale'));
          for (const day of planned.changed) {
            const checked = await checkDay(tx, day.items);
            const issue = checked.issues[0];
            if (issue) throw badRequest(`${day.channel} ${day.date}: ${issueText(request, issue)}`, 'file');
            if (!(await writeDay(tx, day.channel, day.date, checked.items, day.existed)))
              throw new HttpError(409, say(request, 'import.stale'));
            await recordAudit(tx, {
              actor,
              action: 'import',
              type: 'schedule',
              itemId: `${day.channel}/${day.date}`,
              before: day.before,
              after: checked.items,
              note: `XMLTV ${token.slice(0, 16)}: +${day.added.length} ~${day.changed.length} -${day.removed.length}`,
            });
          }
          return planned;
        });
        if (result.changed.length > 0) await cache.invalidate(SCHEDULE_TAGS);
        reply.header('cache-control', 'no-store');
        return {
          message:
            result.changed.length > 0
              ? say(request, 'import.committed', { days: result.changed.length })
              : say(request, 'import.nothing'),
          data: {
            written: result.changed.map((d) => ({ channel: d.channel, date: d.date })),
            totals: result.totals,
          },
        };
      }),
  );
}
