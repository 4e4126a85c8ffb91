import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveItems, newsroomItems } from '../../src/server/db/schema';
import { auth, nextClient, signUp, signUpEditor } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { multipart, type Part } from './multipart';

let t: TestApp;
let dataDir: string;
let userToken: string;
let editorToken: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'efir-subtitles-'));
  t = await startTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
  userToken = (await signUp(t)).token;
  editorToken = (await signUpEditor(t)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const VTT = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
<v Бошловчи>Хайрли кеч!</v>

00:00:04.500 --> 00:00:06.000 align:center
<i>Мусиқа</i>
`;

const stored = () => {
  const folder = join(dataDir, 'uploads', 'subtitles');
  return existsSync(folder) ? readdirSync(folder) : [];
};

function upload(parts: Part[], token: string | null, lang = 'uz') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/uz/api/newsroom/subtitles.json?lang=${lang}`,
    remoteAddress: nextClient(),
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    payload: body.payload,
  });
}
const vtt = (data: string | Buffer, name = 'uz.vtt'): Part[] => [
  { field: 'file', name, type: 'text/vtt', data },
];

describe('subtitle uploads', () => {
  it('admits the newsroom only, before it reads the upload', async () => {
    expect((await upload(vtt(VTT), null)).statusCode).toBe(401);
    expect((await upload(vtt(VTT), userToken)).statusCode).toBe(403);
    // An invalid file gets the same answers: who before what.
    expect((await upload(vtt('not subtitles'), null)).statusCode).toBe(401);
    expect((await upload(vtt('not subtitles'), userToken)).statusCode).toBe(403);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/uz/api/newsroom/subtitles.json',
      headers: { ...auth(userToken), 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'garbage',
    });
    expect(garbage.statusCode).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('stores a WebVTT file under a new name and serves it as text/vtt, inline', async () => {
    const res = await upload(vtt(VTT), editorToken);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = (res.json() as { data: { url: string } }).data;
    expect(url).toMatch(/^\/uploads\/subtitles\/[A-Za-z0-9_-]{24}\.vtt$/);
    expect(readFileSync(join(dataDir, url.replace(/^\//, '')), 'utf8')).toBe(VTT);
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe(VTT);
    // Another upload of the same file is another file.
    const again = (await upload(vtt(VTT), editorToken)).json() as { data: { url: string } };
    expect(again.data.url).not.toBe(url);
  });

  it('refuses what is not a WebVTT file with a 400 in the request language, and stores nothing', async () => {
    const before = stored();
    const cases: [string, Part[], string, RegExp][] = [
      [
        'no signature',
        vtt('1\n00:00:01,000 --> 00:00:02,000\nSRT\n', 'a.srt'),
        'en',
        /first line must be WEBVTT/,
      ],
      ['bad timing', vtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nA\n'), 'en', /^Line 3: .*hh:mm:ss\.ttt/],
      ['end before start', vtt('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nA\n'), 'ru', /^Строка 3: /],
      [
        'markup',
        vtt('WEBVTT\n\n00:01.000 --> 00:02.000\n<script>x</script>\n'),
        'en',
        /<script> is not a WebVTT tag/,
      ],
      ['no cues', vtt('WEBVTT\n\nNOTE later\n'), 'oz', /replika yo‘q/],
      [
        'binary',
        vtt(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'a.png'),
        'en',
        /UTF-8/,
      ],
      ['too big', vtt(`${VTT}\nNOTE ${'x'.repeat(512 * 1024)}\n`), 'uz', /512 КБ/],
      ['empty', vtt(''), 'en', /empty/],
      ['no file', [{ field: 'note', data: 'x' }], 'en', /Choose a subtitle file/],
      ['two files', [...vtt(VTT), ...vtt(VTT, 'b.vtt')], 'en', /one subtitle file/],
    ];
    for (const [what, parts, lang, message] of cases) {
      const res = await upload(parts, editorToken, lang);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      const body = res.json() as { message: string; field?: string };
      expect(body.message, what).toMatch(message);
    }
    expect(stored()).toEqual(before);
  });

  it('publishes the uploaded tracks with the archive recording', async () => {
    const uz = ((await upload(vtt(VTT), editorToken)).json() as { data: { url: string } }).data.url;
    const en = ((await upload(vtt(VTT, 'en.vtt'), editorToken)).json() as { data: { url: string } }).data.url;
    const subtitles = [
      { lang: 'uz', url: uz },
      { lang: 'en', url: en },
    ];
    const now = Date.now();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/uz/api/newsroom/archive.json',
      headers: auth(editorToken),
      payload: {
        action: 'publish',
        document: {
          _id: 'subtitled-1',
          type: 'tv',
          title: { uz: 'Субтитрли ёзув' },
          date: new Date(now - 3 * 3_600_000).toISOString(),
          duration: 1800,
          subtitles,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [row] = await t.database.db.select().from(archiveItems).where(eq(archiveItems.id, 'subtitled-1'));
    expect(row?.subtitles).toEqual(subtitles);
    const [doc] = await t.database.db.select().from(newsroomItems).where(eq(newsroomItems.id, 'subtitled-1'));
    expect(doc?.document.subtitles).toEqual(subtitles);
    // Visitors get them on the public recording (the player's tracks, the "subtitles" badge).
    const shown = await t.app.inject({ url: '/uz/api/efir/archive/subtitled-1.json' });
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as { data: { subtitles?: unknown } }).data.subtitles).toEqual(subtitles);

    // A URL that is not an uploaded subtitle file is refused by the document's schema.
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/uz/api/newsroom/archive/subtitled-1.json',
      headers: { ...auth(editorToken), 'if-match': '*' },
      payload: {
        action: 'publish',
        document: {
          _id: 'subtitled-1',
          type: 'tv',
          title: { uz: 'Субтитрли ёзув' },
          date: new Date(now - 3 * 3_600_000).toISOString(),
          duration: 1800,
          subtitles: [{ lang: 'ru', url: 'https://elsewhere.example/x.vtt' }],
        },
      },
    });
    expect(bad.statusCode).toBe(400);

    // One track a language.
    const twice = await t.app.inject({
      method: 'PUT',
      url: '/uz/api/newsroom/archive/subtitled-1.json?lang=en',
      headers: { ...auth(editorToken), 'if-match': '*' },
      payload: {
        action: 'publish',
        document: {
          _id: 'subtitled-1',
          type: 'tv',
          title: { uz: 'Субтитрли ёзув' },
          date: new Date(now - 3 * 3_600_000).toISOString(),
          duration: 1800,
          subtitles: [...subtitles, { lang: 'uz', url: en }],
        },
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: 'A recording has one subtitle track a language',
      field: 'document.subtitles.2.lang',
    });
    const [still] = await t.database.db.select().from(archiveItems).where(eq(archiveItems.id, 'subtitled-1'));
    expect(still?.subtitles).toEqual(subtitles);
  });

  it('is in the OpenAPI document for the newsroom roles', async () => {
    const doc = (await t.app.inject({ url: '/uz/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; 'x-roles'?: string[] }>>;
    };
    const op = Object.entries(doc.paths).find(([path]) => path.endsWith('/newsroom/subtitles.json'))?.[1]
      ?.post;
    expect(op?.tags).toEqual(['newsroom']);
    expect(op?.['x-roles']).toEqual(['editor', 'admin']);
  });
});
