import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, embedded database, product efir', () => {
    const c = loadConfig({}, '/srv/efir');
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/efir/data',
      databaseUrl: null,
      redisUrl: null,
      product: 'efir',
      jwtSecret: null,
      logLevel: 'info',
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads the origins of real live streams for the CSP', () => {
    expect(loadConfig({}).streamOrigins).toEqual([]);
    expect(
      loadConfig({
        STREAM_ORIGINS: ' https://Live.example.uz , https://cdn.example.uz:8443,https://live.example.uz',
      }).streamOrigins,
    ).toEqual(['https://live.example.uz', 'https://cdn.example.uz:8443']);
  });

  it('announces new request forms to NEWSROOM_EMAIL, else to ADMIN_EMAIL; empty turns it off', () => {
    const admin = { ADMIN_EMAIL: 'Admin@Efir.uz', ADMIN_PASSWORD: 'long enough pass' };
    expect(loadConfig({}).newsroomEmails).toEqual([]);
    expect(loadConfig(admin).newsroomEmails).toEqual(['admin@efir.uz']);
    expect(loadConfig({ ...admin, NEWSROOM_EMAIL: 'desk@efir.uz, News@efir.uz' }).newsroomEmails).toEqual([
      'desk@efir.uz',
      'news@efir.uz',
    ]);
    expect(loadConfig({ ...admin, NEWSROOM_EMAIL: '' }).newsroomEmails).toEqual([]);
    expect(() => loadConfig({ NEWSROOM_EMAIL: 'desk, news@efir.uz' })).toThrow(/NEWSROOM_EMAIL/);
  });

  it('takes VAPID keys from the environment, both or neither, and a mailto: or https: subject', () => {
    expect(loadConfig({}).vapid).toEqual({ publicKey: null, privateKey: null, subject: null });
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: 'BPub_key-1', VAPID_PRIVATE_KEY: 'priv_Key-2' }).vapid,
    ).toMatchObject({
      publicKey: 'BPub_key-1',
      privateKey: 'priv_Key-2',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'a+b', VAPID_PRIVATE_KEY: 'c' })).toThrow(/base64url/);
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@efir.uz' }).vapid.subject).toBe('mailto:ops@efir.uz');
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@efir.uz' })).toThrow(/VAPID_SUBJECT/);
  });

  it('requires TOTP of admins unless ADMIN_TOTP=offered', () => {
    expect(loadConfig({}).adminTotp).toBe('required');
    expect(loadConfig({ ADMIN_TOTP: ' Offered ' }).adminTotp).toBe('offered');
    expect(loadConfig({ ADMIN_TOTP: 'required' }).adminTotp).toBe('required');
    expect(() => loadConfig({ ADMIN_TOTP: 'off' })).toThrow(/ADMIN_TOTP/);
  });

  it('defaults PUBLIC_URL to localhost on PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://efir.uz/' }).publicUrl).toBe('https://efir.uz');
    expect(loadConfig({ PUBLIC_URL: ' https://Efir.UZ:8443 ' }).publicUrl).toBe('https://efir.uz:8443');
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/efir',
        DATABASE_URL: 'postgres://u@db:5432/efir',
        REDIS_URL: 'redis://cache:6379',
        PRODUCT: 'mtrk',
        JWT_SECRET: 'x'.repeat(40),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        RATE_LIMIT: '30',
        PUBLIC_URL: 'https://efir.uz',
      },
      '/srv',
    );
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/efir',
      databaseUrl: 'postgres://u@db:5432/efir',
      redisUrl: 'redis://cache:6379',
      product: 'mtrk',
      logLevel: 'warn',
      seedDemo: false,
      rateLimit: 30,
      publicUrl: 'https://efir.uz',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['PRODUCT', 'Efir TV'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['RATE_LIMIT', '0'],
    ['PUBLIC_URL', 'efir.uz'],
    ['PUBLIC_URL', 'ftp://efir.uz'],
    ['PUBLIC_URL', 'https://efir.uz/uz/'],
    ['PUBLIC_URL', 'https://efir.uz/?lang=ru'],
    ['PUBLIC_URL', 'https://user:pw@efir.uz'],
    ['STREAM_ORIGINS', 'http://live.example.uz'],
    ['STREAM_ORIGINS', 'https://live.example.uz,'],
    ['STREAM_ORIGINS', 'https://live.example.uz/hls/'],
  ])('stops with a message naming %s for the bad value %j', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as ConfigError).message).toMatch(new RegExp(`^Invalid ${name}: `));
  });
});
