import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedFile } from '@core/schemas/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { multipart, type Part } from './multipart';

let t: TestApp;
let dataDir: string;
let token: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'efir-uploads-'));
  t = await startTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
  token = (await signUp(t)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(parts: Part[], opts: { token?: string | null; url?: string; cookie?: string } = {}) {
  const body = multipart(parts);
  const tk = opts.token === undefined ? token : opts.token;
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/uz/api/upload.json',
    remoteAddress: nextClient(),
    headers: { ...body.headers, ...(tk ? auth(tk) : {}), ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body.payload,
  });
}

const jpeg = (w: number, h: number, withExif = false) => {
  const img = sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 30 } } });
  return (
    withExif
      ? img.withMetadata({
          orientation: 6,
          exif: { IFD0: { Make: 'EfirCam', Copyright: 'secret gps here' } },
        })
      : img
  )
    .jpeg()
    .toBuffer();
};

/** A PNG whose header declares 30000 × 30000 pixels (900 megapixels) over a tiny body. */
function pixelBomb(png: Buffer): Buffer {
  const out = Buffer.from(png);
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), … then its CRC.
  out.writeUInt32BE(30000, 16);
  out.writeUInt32BE(30000, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('POST /upload.json', () => {
  it('needs a signed-in user', async () => {
    const res = await upload([{ field: 'file', name: 'a.jpg', data: await jpeg(10, 10) }], { token: null });
    expect(res.statusCode).toBe(401);
  });

  it('stores an image upright, scaled, without metadata, with a thumbnail', async () => {
    const data = await jpeg(800, 400, true);
    expect((await sharp(data).metadata()).orientation).toBe(6);
    const res = await upload([
      { field: 'upload_key', data: 'picture' },
      { field: 'lang', data: 'uz' },
      { field: 'file', name: '../../etc/photo.jpg', type: 'image/jpeg', data },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { uploaded, errors } = res.json().data as { uploaded: UploadedFile[]; errors: unknown[] };
    expect(errors).toEqual([]);
    const file = uploaded[0] as UploadedFile;
    expect(file.title).toBe('photo.jpg');
    expect(file.link).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    // Rotated from EXIF orientation 6 (400 wide, 800 high); under the 6000 px of every image.
    expect([file.width, file.height]).toEqual([400, 800]);
    const served = await t.app.inject({ method: 'GET', url: file.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret gps here'))).toBe(false);
    const thumb = await t.app.inject({ method: 'GET', url: file.thumb ?? '' });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(
      Math.max(
        (await sharp(thumb.rawPayload).metadata()).width ?? 0,
        (await sharp(thumb.rawPayload).metadata()).height ?? 0,
      ),
    ).toBeLessThanOrEqual(160);
  });

  it('keeps a profile picture up to 6000 px (spec §9), not 1024', async () => {
    const res = await upload([
      { field: 'upload_key', data: 'picture' },
      {
        field: 'file',
        name: 'wide.png',
        data: await sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#0000' } })
          .png()
          .toBuffer(),
      },
    ]);
    const file = res.json().data.uploaded[0] as UploadedFile;
    expect([file.width, file.height]).toEqual([3000, 1000]);
    expect(file.link).toMatch(/\.webp$/);
  });

  it('turns each image by its quarter turn (`rotate`, one per file): the stored sides swap for 90°', async () => {
    const res = await upload([
      { field: 'upload_key', data: 'block' },
      { field: 'count', data: '3' },
      { field: 'rotate', data: '90,0,270' },
      { field: 'file', name: 'a.jpg', data: await jpeg(300, 100) },
      { field: 'file', name: 'b.jpg', data: await jpeg(300, 100) },
      { field: 'file', name: 'c.jpg', data: await jpeg(300, 100, true) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { uploaded, errors } = res.json().data as { uploaded: UploadedFile[]; errors: unknown[] };
    expect(errors).toEqual([]);
    expect(uploaded.map((f) => [f.width, f.height])).toEqual([
      [100, 300],
      [300, 100],
      // EXIF orientation 6 first stands it upright (100 × 300), then 270° lays it down again.
      [300, 100],
    ]);
    const stored = await t.app.inject({ method: 'GET', url: uploaded[0]?.link ?? '' });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    // The pixels were turned, not tagged with an orientation a viewer may ignore.
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a turn that is not a quarter turn', async () => {
    const res = await upload([
      { field: 'rotate', data: '45' },
      { field: 'file', name: 'a.jpg', data: await jpeg(10, 10) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/rotate/);
  });

  it('words the errors in the multipart `lang` (spec §7), over the cookie', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const answer = async (lang: string) =>
      (
        await upload(
          [
            { field: 'upload_key', data: 'picture' },
            { field: 'lang', data: lang },
            { field: 'file', name: 'cv.pdf', data: pdf },
          ],
          { cookie: 'efir_lang=uz' },
        )
      ).json().data.errors[0].message;
    expect(await answer('en')).toBe('cv.pdf - not uploaded: files of this type are not accepted');
    expect(await answer('ru')).toBe('Ошибка при загрузке файла: cv.pdf — файлы этого типа не принимаются');
    expect(await answer('oz')).toBe(
      'Faylni yuklashda xatolik: cv.pdf — bunday turdagi fayl qabul qilinmaydi',
    );
    // An unknown language falls back to the request's (the cookie's uz).
    expect(await answer('xx')).toMatch(/^Файлни юклашда хатолик: cv\.pdf/);
  });

  it("narrows the key's limits by the block's count, size, type and maxWidth, never widens them", async () => {
    const block = (fields: Record<string, string>, files: Part[]) =>
      upload([
        { field: 'upload_key', data: 'block' },
        { field: 'lang', data: 'en' },
        ...Object.entries(fields).map(([field, data]) => ({ field, data })),
        ...files,
      ]);
    const small = await jpeg(400, 200);
    const tooMany = await block({ count: '1' }, [
      { field: 'file', name: '1.jpg', data: small },
      { field: 'file', name: '2.jpg', data: small },
    ]);
    expect(tooMany.json().data.uploaded).toHaveLength(1);
    expect(tooMany.json().data.errors).toEqual([
      { title: '2.jpg', message: '2.jpg - not uploaded: too many files (1)' },
    ]);
    const big = Buffer.concat([small, Buffer.alloc(600 * 1024)]);
    const tooBig = await block({ size: '0.5' }, [{ field: 'file', name: 'big.jpg', data: big }]);
    expect(tooBig.json().data.errors[0].message).toBe(
      'big.jpg - not uploaded: the file is too large (0.5 MB)',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const wrongType = await block({ type: 'image/*' }, [{ field: 'file', name: 'cv.pdf', data: pdf }]);
    expect(wrongType.json().data.errors[0].message).toBe(
      'cv.pdf - not uploaded: files of this type are not accepted',
    );
    const pngOnly = await block({ type: 'image/png' }, [{ field: 'file', name: 'a.jpg', data: small }]);
    expect(pngOnly.json().data.errors).toHaveLength(1);
    const narrow = await block({ maxWidth: '100' }, [{ field: 'file', name: 'w.jpg', data: small }]);
    expect(narrow.json().data.uploaded[0]).toMatchObject({ width: 100, height: 50 });
    // Past the block key's ceiling (10 files, 10 MB, 6000 px) the request is refused.
    for (const [field, data] of [
      ['count', '11'],
      ['size', '11'],
      ['maxWidth', '7000'],
      ['count', 'x'],
      ['count', '0.5'],
      ['maxWidth', '0.5'],
      ['type', ' , '],
    ]) {
      const res = await block({ [field as string]: data as string }, [
        { field: 'file', name: 'a.jpg', data: small },
      ]);
      expect(res.statusCode, `${field}=${data}`).toBe(400);
    }
  });

  it.each([
    ['a script renamed .png', 'evil.png', Buffer.from('#!/bin/sh\nrm -rf /\n'), /type|турдаги/],
    ['HTML renamed .jpg', 'page.jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), /турдаги/],
    [
      'an SVG with script',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /турдаги/,
    ],
    ['a zero-byte file', 'empty.jpg', Buffer.alloc(0), /бўш/],
  ])('refuses %s, naming the file', async (_what, name, data, reason) => {
    const res = await upload([{ field: 'file', name, type: 'image/png', data }]);
    expect(res.statusCode).toBe(200);
    const { uploaded, errors } = res.json().data;
    expect(uploaded).toEqual([]);
    expect(errors[0].title).toBe(name);
    expect(errors[0].message).toMatch(new RegExp(`^Файлни юклашда хатолик: ${name.replace('.', '\\.')}`));
    expect(errors[0].message).toMatch(reason);
  });

  it('refuses a truncated image and a pixel bomb', async () => {
    const full = await jpeg(300, 300);
    const truncated = await upload([{ field: 'file', name: 'cut.jpg', data: full.subarray(0, 400) }], {
      cookie: 'efir_lang=en',
    });
    expect(truncated.json().data.errors[0].message).toMatch(/cut\.jpg - not uploaded: the file is damaged/);
    const bomb = pixelBomb(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const res = await upload([{ field: 'file', name: 'bomb.png', data: bomb }], { cookie: 'efir_lang=ru' });
    expect(res.json().data.errors[0].message).toBe(
      'Ошибка при загрузке файла: bomb.png — изображение слишком большое',
    );
  });

  it('re-encodes a polyglot: what was appended to the JPEG is gone', async () => {
    const payload = Buffer.from('<script>alert("polyglot")</script>');
    const res = await upload([
      { field: 'file', name: 'poly.jpg', data: Buffer.concat([await jpeg(50, 50), payload]) },
    ]);
    const file = res.json().data.uploaded[0] as UploadedFile;
    const served = await t.app.inject({ method: 'GET', url: file.link });
    expect(served.rawPayload.includes(payload)).toBe(false);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([await jpeg(10, 10), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload([{ field: 'file', name: 'big.jpg', data: big }], { cookie: 'efir_lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.errors[0].message).toBe('big.jpg - not uploaded: the file is too large (10 MB)');
  });

  it('takes documents for forms and sends them as downloads; more files than allowed are errors', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload([
      { field: 'upload_key', data: 'form' },
      { field: 'file', name: 'cv.pdf', data: pdf },
      { field: 'file', name: 'a.jpg', data: await jpeg(20, 20) },
    ]);
    const { uploaded, errors } = res.json().data;
    expect(errors).toEqual([]);
    expect(uploaded[0].thumb).toBeNull();
    const served = await t.app.inject({ method: 'GET', url: uploaded[0].link });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    const pictureOnly = await upload([
      { field: 'upload_key', data: 'picture' },
      { field: 'file', name: 'cv.pdf', data: pdf },
    ]);
    expect(pictureOnly.json().data.errors).toHaveLength(1);
    const many = await upload([
      { field: 'upload_key', data: 'picture' },
      { field: 'file', name: '1.jpg', data: await jpeg(20, 20) },
      { field: 'file', name: '2.jpg', data: await jpeg(20, 20) },
    ]);
    expect(many.json().data.uploaded).toHaveLength(1);
    expect(many.json().data.errors[0].title).toBe('2.jpg');
  });

  it('answers 400 with no file, an unknown key or field, and 415 for JSON', async () => {
    expect((await upload([{ field: 'upload_key', data: 'form' }])).statusCode).toBe(400);
    expect(
      (
        await upload([
          { field: 'upload_key', data: 'nope' },
          { field: 'file', name: 'a.jpg', data: await jpeg(5, 5) },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await upload([{ field: 'other', name: 'a.jpg', data: await jpeg(5, 5) }])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/uz/api/upload.json',
      headers: auth(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /users/picture.json', () => {
  it("changes only the signed-in user's picture", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await upload([{ field: 'newProfilePicture', name: 'me.jpg', data: await jpeg(2000, 2000) }], {
      url: '/uz/api/users/picture.json',
      token: a.token,
      cookie: 'efir_lang=en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Successfully changed profile picture');
    expect(res.json().data.picture).toMatch(/^\/uploads\/u\//);
    const me = async (tk: string) =>
      (await t.app.inject({ method: 'GET', url: '/uz/api/auth/me.json', headers: auth(tk) })).json().data;
    expect((await me(a.token)).picture).toBe(res.json().data.picture);
    expect((await me(b.token)).picture).toBeNull();
    const bad = await upload(
      [{ field: 'newProfilePicture', name: 'x.png', data: Buffer.from('not an image') }],
      {
        url: '/uz/api/users/picture.json',
        token: b.token,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/x\.png/);
    expect((await me(b.token)).picture).toBeNull();
  });
});
