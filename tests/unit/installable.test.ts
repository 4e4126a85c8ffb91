import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/**
 * The installable portal (issue 28, decision 043): the web app manifest and its icons, the page
 * shell's link to it, and a service worker that shows notifications and caches nothing.
 */
const root = resolve(import.meta.dirname, '../..');
const publicDir = join(root, 'public');

describe('web app manifest', () => {
  const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };

  it('names the app, starts at the root, standalone, in the brand colour', () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const tokens = readFileSync(join(root, 'src/client/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--color-brand: ${manifest.theme_color};`);
  });

  it('has PNG icons of 192 and 512 pixels and a maskable one, each of its stated size', async () => {
    const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort();
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const meta = await sharp(join(publicDir, icon.src)).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it('is linked from the page shell', () => {
    const shell = readFileSync(join(root, 'index.html'), 'utf8');
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

describe('service worker', () => {
  const sw = readFileSync(join(publicDir, 'sw.js'), 'utf8');
  const listened = [...sw.matchAll(/addEventListener\('(\w+)'/g)].map((m) => m[1]);

  it('handles push and notification clicks, and has no fetch handler (nothing cached)', () => {
    expect(listened).toEqual(expect.arrayContaining(['push', 'notificationclick']));
    expect(listened).not.toContain('fetch');
    expect(sw).not.toMatch(/caches\./);
  });
});
