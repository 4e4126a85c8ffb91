import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { auth, nextClient, signUp, signUpEditor } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { multipart, type Part } from './multipart';

let t: TestApp;
let dataDir: string;
let userToken: string;
let editorToken: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'efir-media-'));
  t = await startTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
  userToken = (await signUp(t)).token;
  editorToken = (await signUpEditor(t)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ALT = {
  alt_uz: 'Студияда бошловчи',
  alt_oz: 'Studiyada boshlovchi',
  alt_ru: 'Ведущий в студии',
  alt_en: 'The anchor in the studio',
};
const png = (w: number, h: number, alpha = false) =>
  sharp({
    create: {
      width: w,
      height: h,
      channels: alpha ? 4 : 3,
      background: { r: 20, g: 90, b: 200, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();

function upload(parts: Part[], token: string | null, lang = 'uz') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/uz/api/newsroom/media.json?lang=${lang}`,
    remoteAddress: nextClient(),
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    payload: body.payload,
  });
}
const fields = (alt: Record<string, string>) => Object.entries(alt).map(([field, data]) => ({ field, data }));

describe('the media library', () => {
  it('admits the newsroom only, before it reads the upload', async () => {
    const parts = [
      ...fields(ALT),
      { field: 'file', name: 'a.png', type: 'image/png', data: await png(800, 450) },
    ];
    expect((await upload(parts, null)).statusCode).toBe(401);
    expect((await upload(parts, userToken)).statusCode).toBe(403);
    // Not even a malformed body gets past the role check.
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/newsroom/media.json',
      headers: { ...auth(userToken), 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(403);
  });

  it('stores a picture in several widths as AVIF and WebP with a JPEG fallback, and answers it as a <picture>', async () => {
    const res = await upload(
      [...fields(ALT), { field: 'file', name: 'studio.png', type: 'image/png', data: await png(2000, 1125) }],
      editorToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { _id: string; width: number; picture: Record<string, unknown> } };
    expect(data.width).toBe(2000);
    const picture = data.picture as {
      link: string;
      thumb: string;
      sources: { type: string; srcset: string }[];
      alt: object;
    };
    expect(picture.link).toMatch(/-960\.jpg$/);
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0]?.srcset).toMatch(/-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w$/);
    expect(picture.alt).toEqual({ uz: ALT.alt_uz, oz: ALT.alt_oz, ru: ALT.alt_ru, en: ALT.alt_en });
    for (const url of [
      picture.link,
      picture.thumb,
      ...picture.sources.flatMap((s) => s.srcset.split(', ').map((p) => p.split(' ')[0] ?? '')),
    ])
      expect(existsSync(join(dataDir, url.replace(/^\//, ''))), url).toBe(true);
    const file = await t.app.inject({ url: picture.sources[0]?.srcset.split(' ')[0] ?? '' });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('heif');
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, data._id));
    expect(row).toMatchObject({ action: 'create', type: 'media' });
  });

  it('keeps transparency (PNG fallback) and never enlarges a small picture', async () => {
    const res = await upload(
      [
        ...fields(ALT),
        { field: 'file', name: 'logo.png', type: 'image/png', data: await png(300, 300, true) },
      ],
      editorToken,
    );
    const { picture } = (res.json() as { data: { picture: { link: string; sources: { srcset: string }[] } } })
      .data;
    expect(picture.link).toMatch(/-300\.png$/);
    expect(picture.sources[1]?.srcset).toMatch(/^\S+-300\.webp 300w$/);
  });

  it('refuses a picture without alt text in every language, naming the first missing one', async () => {
    const { alt_ru: _ru, ...noRussian } = ALT;
    const res = await upload(
      [...fields(noRussian), { field: 'file', name: 'a.png', type: 'image/png', data: await png(100, 100) }],
      editorToken,
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'alt.ru' });
    expect((res.json() as { message: string }).message).toContain('Russian');
  });

  it('refuses what is not a picture, by its bytes', async () => {
    const res = await upload(
      [
        ...fields(ALT),
        { field: 'file', name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload="x()"/>') },
      ],
      editorToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file' });
  });

  it('lists, finds by alt text and edits the alt text with an audit row', async () => {
    const list = await t.app.inject({
      url: '/uz/api/newsroom/media.json?q=studio',
      headers: auth(editorToken),
    });
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json() as { data: { _id: string }[]; meta: { total: number } };
    expect(meta.total).toBe(2);
    const id = data[0]?._id ?? '';
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/uz/api/newsroom/media/${id}.json`,
      headers: auth(editorToken),
      payload: { alt: { uz: 'x', oz: 'x', ru: 'x', en: ' ' } },
    });
    expect(bad.statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/uz/api/newsroom/media/${id}.json`,
      headers: auth(editorToken),
      payload: { alt: { ...{ uz: 'Логотип', oz: 'Logotip', ru: 'Логотип', en: 'The logo' } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.diff).toMatchObject({ alt: { en: expect.any(Array) } });
    const missing = await t.app.inject({
      url: '/uz/api/newsroom/media/00000000-0000-4000-8000-000000000000.json',
      headers: auth(editorToken),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('gives a news item the picture picked from it, which visitors get with its sources and alt text', async () => {
    const list = await t.app.inject({ url: '/uz/api/newsroom/media.json', headers: auth(editorToken) });
    const item = (list.json() as { data: { picture: Record<string, unknown> }[] }).data[0];
    const picture = item?.picture ?? {};
    const document = {
      _id: 'media-news',
      type: 'tv',
      title: { uz: 'Расмли янгилик' },
      date: new Date(Date.now() - 60_000).toISOString(),
      picture: {
        link: picture.link,
        title: picture.title,
        width: picture.width,
        height: picture.height,
        thumb: picture.thumb,
        sources: picture.sources,
        alt: picture.alt,
        media: picture.media,
      },
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/uz/api/newsroom/news.json',
      headers: auth(editorToken),
      payload: { document, action: 'publish' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seen = await t.app.inject({ url: '/uz/api/news/media-news.json' });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json() as { data: { picture: unknown } }).data.picture).toMatchObject({
      link: picture.link,
      sources: picture.sources,
      alt: picture.alt,
      media: picture.media,
    });
  });
});
