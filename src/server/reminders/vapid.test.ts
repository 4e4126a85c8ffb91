import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid';

const none = { publicKey: null, privateKey: null, subject: null };
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are made once in DATA_DIR/vapid.json (owner-only) and read back at every later start', () => {
    dir = mkdtempSync(join(tmpdir(), 'efir-vapid-'));
    const first = loadVapidKeys({ vapid: none, dataDir: dir, publicUrl: 'http://localhost:3000' });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:no-reply@localhost');
    const file = join(dir, 'vapid.json');
    expect(statSync(file).mode & 0o077).toBe(0);
    const again = loadVapidKeys({ vapid: none, dataDir: dir, publicUrl: 'https://efir.uz' });
    expect(again).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
      subject: 'https://efir.uz',
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(first.publicKey);
  });

  it('come from the environment when given, and no file is written', () => {
    dir = mkdtempSync(join(tmpdir(), 'efir-vapid-'));
    const keys = loadVapidKeys({
      vapid: { publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@efir.uz' },
      dataDir: dir,
      publicUrl: 'https://efir.uz',
    });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@efir.uz' });
    expect(() => statSync(join(dir, 'vapid.json'))).toThrow();
  });
});
