import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';

const ASSETS = join(process.env.DIST_DIR ?? 'dist', 'client', 'assets');

it('writes .br and .gz beside every text asset of 1 KB or more, decoding to the same bytes', () => {
  const files = readdirSync(ASSETS);
  const text = files.filter((f) => /\.(js|css|svg|json)$/.test(f));
  const large = text.filter((f) => readFileSync(join(ASSETS, f)).length >= 1024);
  expect(large.length).toBeGreaterThan(10);
  for (const file of large) {
    const raw = readFileSync(join(ASSETS, file));
    expect(brotliDecompressSync(readFileSync(join(ASSETS, `${file}.br`))).equals(raw), file).toBe(true);
    expect(gunzipSync(readFileSync(join(ASSETS, `${file}.gz`))).equals(raw), file).toBe(true);
  }
  // Source maps and small files are left alone.
  expect(files.filter((f) => /\.map\.(br|gz)$/.test(f))).toEqual([]);
  const small = text.filter((f) => !large.includes(f));
  expect(files.filter((f) => small.some((s) => f === `${s}.br` || f === `${s}.gz`))).toEqual([]);
});
