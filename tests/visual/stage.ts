import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The screens the visual tests (pages.spec.ts) and the docs' before/after pictures
 * (tests/visual/screens.ts) take, and how a page is made still before its picture: the theme,
 * the width, an optional frozen clock, every picture loaded, the fonts in.
 */

export type Theme = 'light' | 'dark';

export interface Width {
  width: number;
  height: number;
}

/** Desktop and phone (the widths of spec and issue 24): the viewport's height is the first screen. */
export const WIDTHS: readonly Width[] = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** The session token's key in localStorage (src/client/api/token.ts). */
const TOKEN_KEY = 'efir.token';
/** The theme cookie the server reads (src/core/theme-cookie.ts). */
const THEME_COOKIE = 'efir_theme';

const editorTexts = JSON.parse(
  readFileSync(new URL('../../src/client/editor/texts/uz.json', import.meta.url), 'utf8'),
) as { bar: { label: string; layout: string } };

export interface Screen {
  name: string;
  /** The page's path (some are found over the API: the first recording). */
  path: (request: APIRequestContext) => Promise<string>;
  /** Waits until the page is still. */
  ready: (page: Page) => Promise<void>;
  /** Opened as the admin (the editor). */
  signedIn?: boolean;
  /** Part of the docs' before/after set (tests/visual/screens.ts). */
  docs?: boolean;
}

export interface Shot extends Screen, Width {
  theme: Theme;
}

const at = (path: string) => async () => path;

export const SCREENS: readonly Screen[] = [
  { name: 'home', path: at('/uz/'), ready: visitorPage, docs: true },
  { name: 'channel', path: at('/uz/channel/uzbekistan/'), ready: visitorPage, docs: true },
  { name: 'schedule', path: at('/uz/schedule/'), ready: visitorPage, docs: true },
  { name: 'archive-item', path: firstRecording, ready: visitorPage, docs: true },
  { name: 'signin', path: at('/uz/authentication/signin/'), ready: visitorPage },
  { name: 'editor', path: at('/uz/category/'), ready: layoutEditor, signedIn: true },
];

/** The newest recording of the main channel (the archive of the seeded days). */
async function firstRecording(request: APIRequestContext): Promise<string> {
  const res = await request.get('/uz/api/efir/archive.json', {
    params: { channel: 'uzbekistan', count: '1' },
  });
  if (res.status() !== 200) throw new Error(`archive list: ${res.status()}`);
  const body = (await res.json()) as { data: { _id?: string; id?: string }[] };
  const id = body.data[0]?._id ?? body.data[0]?.id;
  if (!id) throw new Error('the archive is empty');
  return `/uz/archive/${id}/`;
}

/**
 * Sets the width, the theme (the cookie the server renders it from, and the system's scheme to
 * match), reduced motion, the frozen clock when given, and the session when given, before the page
 * at `origin` opens.
 */
export async function prepare(
  page: Page,
  shot: Width & { theme: Theme },
  opts: { origin: string; now?: string; token?: string },
): Promise<void> {
  await page.setViewportSize({ width: shot.width, height: shot.height });
  await page.emulateMedia({ colorScheme: shot.theme, reducedMotion: 'reduce' });
  await page.context().addCookies([{ name: THEME_COOKIE, value: shot.theme, url: opts.origin }]);
  if (opts.now) await page.clock.setFixedTime(new Date(opts.now));
  const { token } = opts;
  if (token)
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [TOKEN_KEY, token],
    );
}

/** A visitor page: its layout and widgets loaded, nothing busy, fonts and every picture in. */
export async function visitorPage(page: Page): Promise<void> {
  await page.locator('main#main').waitFor();
  await page.locator('main#main .widget').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.page-loading, .widget-loading, [aria-busy="true"], .menu--loading'),
  );
  await stillPictures(page);
}

/** The layout editor's canvas on the page, as the admin opens it. */
export async function layoutEditor(page: Page): Promise<void> {
  await visitorPage(page);
  const bar = page.getByRole('toolbar', { name: editorTexts.bar.label });
  await bar.getByRole('button', { name: editorTexts.bar.layout, exact: true }).click();
  await page.locator('[data-editor-canvas]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-editor-canvas] .widget-loading'));
  await stillPictures(page);
}

/**
 * Everything below the first screen is rendered and its lazy pictures loaded now (a full-page
 * picture does not scroll them into view), then every picture and the fonts are awaited, and two
 * frames pass.
 */
async function stillPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Boxes past the first screen are rendered when they come near it (content-visibility: auto,
    // base.css): a full-page picture would show their reserved space, of a size that depends on
    // what was seen before. Everything is rendered now.
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
}
