import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { type StaticServer, serveStatic } from './serve';

/**
 * The built Storybook (`npm run build-storybook`, which `npm run test:storybook` runs first) served
 * as a static host would, every story of its index.json opened in Chromium: it renders (no error
 * display), with no console error, no uncaught exception, no request answered 4xx/5xx, and axe
 * finds no WCAG 2.1 A/AA violation in it.
 */
const ROOT = join(import.meta.dirname, '..', '..', 'dist', 'storybook');
const INDEX = join(ROOT, 'index.json');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/**
 * A story tagged so is opened and watched like every other, but axe does not run on it: the
 * editor on 300 and 1000 widgets repeats the markup of its 17-widget story, which axe checks, and
 * would take axe 20 and 50 s (stories/editor.stories.tsx).
 */
const NO_AXE_TAG = 'smoke-no-axe';

/** A story tagged so is opened at a phone's size (390 × 844), and must not scroll sideways there. */
const PHONE_TAG = 'phone';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/**
 * Stories checked in the dark theme too (the toolbar's Theme global, `data-theme` on <html>):
 * the chrome and the tokens, which draw with every colour role (decision 028). The widgets' stories
 * are many; the pages they make are checked in both themes by tests/e2e/a11y.spec.ts.
 */
const DARK_TOO = /^(Chrome|Design)\b/;

function stories(): IndexEntry[] {
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

const all = stories();

/** The project's axe-core (as the e2e tests and the component tests use). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Rules about a whole page: a story shows a part of one. */
const PAGE_RULES = ['region', 'page-has-heading-one', 'landmark-one-main', 'bypass'];

let server: StaticServer;
let browser: Browser;
let page: Page;
/** What went wrong since the last story: console errors, uncaught exceptions, failed requests. */
const problems: string[] = [];

/** The preview's events, kept in the page: which story last rendered, or failed, and how. */
interface StoryEvents {
  rendered: string | null;
  failed: string | null;
}

beforeAll(async () => {
  server = await serveStatic(ROOT);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({ locale: 'uz-Cyrl-UZ', viewport: WIDE });
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // A story left for the next one may cancel its requests (a player's stream): not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  // One preview for every story (its bundle loaded once); stories are switched as the manager
  // switches them, and the preview's events say when each has rendered or failed.
  // The a11y addon's own run is switched off: axe runs below, once, on the settled story.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const events: StoryEvents = { rendered: null, failed: null };
    w.__storyEvents = events;
    type Channel = { on(event: string, fn: (...args: unknown[]) => void): void };
    const listen = (channel: Channel) => {
      channel.on('storyRendered', (id) => {
        events.rendered = String(id);
      });
      const fail = (what: string) => (e: unknown) => {
        const err = e as { title?: string; description?: string; message?: string };
        events.failed = `${what}: ${err.title ?? ''} ${err.description ?? err.message ?? String(e)}`;
      };
      channel.on('storyErrored', fail('errored'));
      channel.on('storyThrewException', fail('threw'));
      channel.on('storyMissing', fail('missing'));
    };
    // The preview sets its channel once, as it starts: listen from that moment on.
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value: Channel) => {
        channel = value;
        listen(value);
      },
    });
  });
  // The a11y addon's own run is switched off: axe runs below, once, on the settled story.
  await page.goto(
    `${server.origin}/iframe.html?id=${all[0]?.id ?? ''}&viewMode=story&globals=a11y.manual:!true`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Shows the story and waits until it has rendered (or failed) and its data has come. */
async function show(id: string, first: boolean): Promise<string | null> {
  if (!first)
    await page.evaluate((storyId) => {
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, arg: unknown): void };
        __storyEvents: StoryEvents;
      };
      w.__storyEvents.rendered = null;
      w.__storyEvents.failed = null;
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  await page.waitForFunction(
    (storyId) => {
      const events = (window as unknown as { __storyEvents?: StoryEvents }).__storyEvents;
      return events?.rendered === storyId || (events?.failed ?? null) !== null;
    },
    id,
    { timeout: 45_000 },
  );
  const failed = await page.evaluate(
    () => (window as unknown as { __storyEvents: StoryEvents }).__storyEvents.failed,
  );
  if (failed) return failed;
  await page
    .locator(
      '#storybook-root .page-loading, #storybook-root .widget-loading, #storybook-root .widget [aria-busy="true"]',
    )
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  return null;
}

/** Switches the toolbar's theme as the manager does, and waits until the story has rendered in it. */
async function theme(id: string, value: 'light' | 'dark'): Promise<string | null> {
  await page.evaluate((next) => {
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, arg: unknown): void };
      __storyEvents: StoryEvents;
    };
    w.__storyEvents.rendered = null;
    w.__storyEvents.failed = null;
    w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme: next } });
  }, value);
  // The preview renders the story again (a story's own theme, e.g. Tokens (dark), wins over this).
  await page.waitForFunction(
    (storyId) => {
      const events = (window as unknown as { __storyEvents?: StoryEvents }).__storyEvents;
      return events?.rendered === storyId || (events?.failed ?? null) !== null;
    },
    id,
    { timeout: 45_000 },
  );
  const failed = await page.evaluate(
    () => (window as unknown as { __storyEvents: StoryEvents }).__storyEvents.failed,
  );
  if (failed) return failed;
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  return value === 'dark' && shown !== 'dark' ? `the story is shown in ${shown ?? 'no'} theme` : null;
}

/** axe's WCAG A/AA violations in the story's root. */
async function axe(): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .include('#storybook-root')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .disableRules(PAGE_RULES)
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('Storybook', () => {
  it('is built, with stories in its index', () => {
    expect(existsSync(INDEX), `${INDEX} is missing: run npm run build-storybook`).toBe(true);
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all.map((s) => [`${s.title} / ${s.name}`, s] as const))('%s renders cleanly', async (_, story) => {
    const phone = story.tags?.includes(PHONE_TAG) ?? false;
    await page.setViewportSize(phone ? PHONE : WIDE);
    const error = await show(story.id, story.id === all[0]?.id);
    expect(error, 'the story renders').toBeNull();
    if (phone) {
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(PHONE.width);
    }
    if (story.tags?.includes(NO_AXE_TAG)) {
      expect(problems.splice(0)).toEqual([]);
      return;
    }
    const found = [...problems.splice(0), ...(await axe())];
    if (DARK_TOO.test(story.title)) {
      const failed = await theme(story.id, 'dark');
      found.push(...(failed ? [`dark: ${failed}`] : []), ...(await axe()).map((v) => `dark: ${v}`));
      await theme(story.id, 'light');
      found.push(...problems.splice(0));
    }
    expect(found).toEqual([]);
  });
});
