import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NEWSROOM_ROLES } from '@core/newsroom';
import { ErrorSchema } from '@core/schemas/common';
import { SUBTITLE_URL_PATTERN } from '@core/schemas/content';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { badRequest } from '../http';
import { say } from '../texts';
import { receive } from '../uploads/routes';
import { checkWebVtt } from './webvtt';

/** Largest subtitle file: a feature film's dialogue is well under 200 KB of WebVTT. */
export const SUBTITLE_MAX_BYTES = 512 * 1024;

/** The folder of `uploadsDir` the subtitle files are in (served as `/uploads/subtitles/…`). */
export const SUBTITLES_FOLDER = 'subtitles';

const Uploaded = Type.Object({
  data: Type.Object({ url: Type.String({ pattern: SUBTITLE_URL_PATTERN }) }),
});

/**
 * `POST /newsroom/subtitles.json` (issue 26): a recording's subtitles in one language, a WebVTT
 * file checked by ./webvtt.ts, stored as `uploads/subtitles/<random>.vtt`; the answer's `url` goes
 * into the archive document's `subtitles` with its language. Newsroom roles only (the access guard
 * answers 401/403 before the body is read); the upload is not audited by itself: the archive
 * item's save that uses it is. Files are never rewritten or deleted: a saved version may name one.
 */
export async function subtitleRoutes(app: App, ctx: AppContext) {
  app.post(
    '/newsroom/subtitles.json',
    {
      config: { access: { roles: [...NEWSROOM_ROLES] } },
      schema: {
        tags: ['newsroom'],
        summary:
          'Upload a subtitle file for an archive recording (multipart `file`: WebVTT, UTF-8, ≤ 512 KB)',
        description:
          "The file is checked as WebVTT (signature, cue timings with the end after the start, at least one cue, only WebVTT tags in cue text); 400 says what and on which line. 201 answers the URL to store in the archive document's `subtitles` with its language.",
        consumes: ['multipart/form-data'],
        response: {
          201: Uploaded,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const received = await receive(request, ['file']);
      const file = received.files[0];
      if (!file) throw badRequest(say(request, 'subtitles.noFile'), 'file');
      if (received.files.length + received.extra > 1) throw badRequest(say(request, 'subtitles.one'), 'file');
      if (file.truncated || file.bytes.length > SUBTITLE_MAX_BYTES)
        throw badRequest(say(request, 'subtitles.large', { max: SUBTITLE_MAX_BYTES / 1024 }), 'file');
      if (file.bytes.length === 0) throw badRequest(say(request, 'subtitles.empty'), 'file');
      const check = checkWebVtt(file.bytes);
      if ('problem' in check) {
        const vars = {
          line: 'line' in check ? check.line : 0,
          tag: 'tag' in check ? check.tag : '',
        };
        throw badRequest(say(request, `subtitles.${check.problem}`, vars), 'file');
      }
      const name = `${randomBytes(18).toString('base64url')}.vtt`;
      const folder = join(ctx.uploadsDir, SUBTITLES_FOLDER);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), file.bytes, { flag: 'wx' });
      return reply.code(201).send({ data: { url: `/uploads/${SUBTITLES_FOLDER}/${name}` } });
    },
  );
}
