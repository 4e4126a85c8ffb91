import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { pickText } from '@core/lang';
import { currentIndex, onAir, scheduleWindow, type TimedEntry, timeline } from '@core/onair';
import { ROUTE_BY_STATE } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule, ScheduleItem } from '@core/schemas/entities';
import type { StateLayout } from '@core/schemas/layout';
import { broadcastClock, isHHmm } from '@core/time';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/client/api/token';
import { CATALOGUE, type Texts } from '../helpers/texts';
import { E2E_ADMIN, E2E_DATA_DIR } from './env';

export { TOKEN_KEY };

/** The product slug of the server under test (the default). */
export const PRODUCT = 'efir';

/**
 * A text of the shown language (uz) exactly as the app's resource file has it, with `{{name}}`
 * filled in: the tests follow the translations instead of copying them.
 */
export function uz(ns: string, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Texts | undefined = CATALOGUE.uz[ns];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing uz text ${ns}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/** The uz title of a route, from the route data (src/core/routes.ts). */
export function routeTitle(state: string): string {
  const route = ROUTE_BY_STATE.get(state);
  if (!route) throw new Error(`unknown state ${state}`);
  return pickText(route.title, 'uz');
}

/**
 * The project's own axe-core (the one the component tests run), injected in place of the older
 * copy @axe-core/playwright bundles: 4.14 matches a name against its visible text word by word
 * (WCAG 2.5.3), where 4.13 took any substring ("Ёзув" inside "Ёзувни кўриш: …") as a match.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's tags for WCAG 2.2 A and AA (2.0 and 2.1 included): what every page is held to. 2.2 adds
 * target size (2.5.8, which Lighthouse counts too): every button and link at least 24 px, or
 * spaced as if it were.
 */
export const AXE_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
/**
 * WCAG 2.2 A and AA, axe's best practices, and its experimental rules (off unless their tag is
 * asked for; `label-content-name-mismatch`, WCAG 2.5.3, is one).
 */
export const AXE_BEST_PRACTICE = [...AXE_WCAG, 'best-practice', 'experimental'] as const;

/**
 * The violations axe finds on the page as it is now, of the rules with these tags (WCAG 2.2 A and
 * AA unless told), as readable lines: `expect(await axeFindings(page)).toEqual([])`.
 */
export async function axeFindings(page: Page, tags: readonly string[] = AXE_WCAG): Promise<string[]> {
  // Colours are checked as they will stay: a toast or a panel still fading in has a passing
  // colour half-way (axe would read it as poor contrast). Finite animations and transitions
  // are let finish; infinite ones (a loading spinner) are not waited for.
  // A toast that times out fades away mid-check on a loaded machine: its last frames were read
  // as poor contrast (lists, moderation). So the page is checked once its passing toasts are
  // gone; a toast that stays longer (an error) is checked as it is, once its animations end.
  // Every toast, not the first only: a second toast (two messages in a row) faded mid-check too.
  // The pointer is moved off first: sonner holds its toasts while the pointer rests on them (a
  // click on a button under the toaster left it there).
  await page.mouse.move(0, 0).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 10_000 })
    .catch(() => {});
  // Two frames first, so that transitions just triggered have started.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  let results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags([...tags]).analyze();
  // A toast that appeared after the wait above (a write's answer arriving late on a loaded machine)
  // can be read mid-fade (newsroom.spec in CI: contrast 1.59 on sonner's title). When the only
  // findings are the contrast of toasts, they are checked again once those toasts are gone: a toast
  // whose colours really fail keeps failing as long as it is shown, and the a11y spec checks toasts.
  const inToast = (target: unknown) => /data-sonner|data-title|data-description/.test(String(target));
  const onlyToasts =
    results.violations.length > 0 &&
    results.violations.every(
      (v) => v.id === 'color-contrast' && v.nodes.every((n) => n.target.every((t) => inToast(t))),
    );
  if (onlyToasts) {
    await page
      .waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 10_000 })
      .catch(() => {});
    results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags([...tags]).analyze();
  }
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n')}`,
  );
}

/** Escapes text for a RegExp. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * Counts the page's layout shifts from its first paint, before `goto` (an init script): only those
 * of elements inside `within` when given, else all. Returns the sum so far, read when called.
 */
export async function countShifts(page: Page, within?: string): Promise<() => Promise<number>> {
  await page.addInitScript((selector) => {
    const counted = window as unknown as { efirShifts: number };
    counted.efirShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { sources = [], value } = entry as unknown as {
          sources?: { node?: Node | null }[];
          value: number;
        };
        const element = (n?: Node | null) => (n instanceof Element ? n : n?.parentElement);
        if (!selector || sources.some((src) => element(src.node)?.closest(selector)))
          counted.efirShifts += value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within ?? null);
  return () => page.evaluate(() => (window as unknown as { efirShifts: number }).efirShifts);
}

/**
 * Waits until the page has settled: the layout and every widget loaded, no region busy, the
 * menus read. Nothing is timed: each condition is awaited.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('main#main .widget').first()).toBeVisible();
  await expect(
    page.locator('.page-loading, .widget-loading, [aria-busy="true"], .menu--loading'),
  ).toHaveCount(0);
}

/**
 * Collects, from now on, the page's console errors and uncaught exceptions, and its requests to
 * other origins. A special page answers with its own status (404, 400, 403), which Chromium logs as
 * a failed load of the document: `documentStatus` names the status expected of the document.
 */
export function watchPage(page: Page, origin: string, opts: { documentStatus?: number } = {}) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  let document = '';
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') document = response.url();
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected =
      opts.documentStatus !== undefined &&
      message.location().url === document &&
      message.text().includes(`status of ${opts.documentStatus}`);
    if (!expected) consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreignRequests.push(url);
  });
  return { consoleErrors, foreignRequests };
}

/** What the API says a channel's day is: its items on `date` (Tashkent). */
export async function scheduleItems(
  request: APIRequestContext,
  channel: string,
  date: string,
): Promise<ScheduleItem[]> {
  const response = await request.get(`/uz/api/${PRODUCT}/schedule/${channel}/${date}.json`);
  expect(response.status(), `schedule of ${channel} on ${date}`).toBe(200);
  const body = (await response.json()) as { data: Schedule };
  return body.data.items.filter((item) => isHHmm(item.time));
}

/** Visible channels in their order, from the API (all of them, or one type). */
export async function channelList(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<{ data: Channel[]; meta: ListMeta }> {
  const response = await request.get(`/uz/api/${PRODUCT}/channel.json`, { params: query });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: Channel[]; meta: ListMeta };
}

/** The entry of a day that is on air now in Tashkent, and the window of it and its neighbours. */
export function expectedDay(items: readonly ScheduleItem[], size: number, at: number = Date.now()) {
  const clock = broadcastClock(at);
  const line = timeline(items);
  const current = currentIndex(line, clock.minutes);
  const title = (i: TimedEntry<ScheduleItem>) => pickText(i.entry.title, 'uz');
  return {
    clock,
    current: line[current] ? title(line[current]) : null,
    window: scheduleWindow(line, current, size).map(title),
    onAir: onAir([{ channel: '', type: '', items }], clock.seconds)[0] ?? null,
  };
}

let serial = 0;

/** A new account made over the API, with its session token. */
export async function signUp(request: APIRequestContext, prefix = 'me') {
  const id = `${Date.now().toString(36)}${(serial++).toString(36)}`;
  const account = {
    username: `${prefix}_${id}`,
    email: `${prefix}_${id}@example.uz`,
    password: 'Moviy osmon ostida yetti qush',
  };
  // Each account signs up from an address of its own (TEST-NET-3 through the e2e server's trusted
  // loopback proxy, playwright.config.ts): the run makes more accounts than one client may in an
  // hour (spec §9), which is the limit doing its job, not what these tests are about.
  const response = await request.post('/uz/api/auth/signup.json', {
    data: account,
    headers: { 'x-forwarded-for': `203.0.113.${(serial % 250) + 1}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...account, token: ((await response.json()) as { token: string }).token };
}

/** Opens `path` signed in with `token` (stored before any script runs, once per tab). */
export async function openSignedIn(page: Page, token: string, path: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem(key as string, value as string);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_KEY, token],
  );
  await page.goto(path);
  await settled(page);
}

/**
 * A session token of the e2e server's admin (ADMIN_EMAIL), signed in once per server run and
 * shared by every spec and worker (kept beside the server's data, which each run starts afresh):
 * the sign-in limits (per account, per client address) are real on the e2e server.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const file = join(E2E_DATA_DIR, 'e2e-admin-token');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8');
    // me.json answers 200 with no user for a token that is no longer valid (another spec
    // signed the admin out everywhere, say): a kept token counts only if it still names the admin.
    const me = await request.get('/uz/api/auth/me.json', { headers: { authorization: `Bearer ${kept}` } });
    const user = me.ok() ? ((await me.json()) as { data: { roles?: string[] } | null }).data : null;
    if (user?.roles?.includes('admin')) return kept;
  }
  const res = await request.post('/uz/api/auth/signin.json', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  writeFileSync(file, token);
  return token;
}

/**
 * The control a form field labels with `text` (the label's required mark, hidden from assistive
 * technology, is left out of the match).
 */
export function labelled(scope: Page | Locator, text: string): Locator {
  return scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
}

/** A page's stored layout as the editor reads it: its ETag (for `if-match`), the document, its revision. */
export interface StoredState {
  etag: string;
  layout: StateLayout;
  revision: number;
}

/** Reads `state`'s stored layout (`GET /uz/api/state/{state}.json`, uncached). */
export async function readStoredState(request: APIRequestContext, state: string): Promise<StoredState> {
  const res = await request.get(`/uz/api/state/${state}.json`, { headers: { 'cache-control': 'no-cache' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: StateLayout & { _id?: string }; meta: { revision: number } };
  const { _id, ...layout } = body.data;
  return { etag: res.headers().etag ?? '', layout, revision: body.meta.revision };
}

/** The nodes that fail these axe rules only (`target-size`, …), as `rule: selector` lines. */
export async function axeRuleFindings(page: Page, rules: readonly string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withRules([...rules]).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
