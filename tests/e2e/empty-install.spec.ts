import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { href } from '@core/routes';
import { broadcastClock } from '@core/time';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from '../bench/server';
import { axeFindings, labelled, settled, uz } from './support';

/**
 * An empty installation (issue 26, "an empty installation is usable"): a server of its own, built
 * app, `SEED_DEMO=false` on an empty DATA_DIR, whose first admin is made by `npm run create-admin`
 * before the first start (as the README tells an installer). In Chromium the admin signs in and
 * builds the portal from nothing through the newsroom's pages: a channel with a live stream on an
 * origin of STREAM_ORIGINS, the header menu linking to it, a broadcast of that channel, today's
 * schedule entry of that broadcast, a news item; then a visitor (a new context) sees the menu in
 * the header, follows it to the channel's page, and finds the entry on the schedule and the news
 * item. Two-step sign-in is `offered` here (two-factor.spec.ts enrols an admin).
 */

const ADMIN = { email: 'first@empty.example', password: 'empty install passphrase' };
const STREAM_ORIGIN = 'https://live.example.uz';
const stamp = Date.now().toString(36);
const CHANNEL = `studio-${stamp}`;
const CHANNEL_TITLE = `Студия ${stamp}`;
const MENU_LINK = `Бизнинг канал ${stamp}`;
const BROADCAST = `show-${stamp}`;
const BROADCAST_TITLE = `Кечки кўрсатув ${stamp}`;
const ENTRY_TITLE = `Бугунги дастур ${stamp}`;
const NEWS = `first-news-${stamp}`;
const NEWS_TITLE = `Биринчи янгилик ${stamp}`;

let server: BuiltServer | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'efir-e2e-empty-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  // The README's first step on a real installation; the same DATA_DIR the server opens next.
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/auth/create-admin-cli.ts',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
    ],
    { env, timeout: 120_000 },
  );
  server = await startBuiltServer({
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      STREAM_ORIGINS: STREAM_ORIGIN,
      ADMIN_TOTP: 'offered',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      NEWSROOM_EMAIL: '',
      SMTP_URL: '',
      OIDC_PROVIDERS: '',
    },
  });
});

test.afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const at = (path: string) => `${server?.origin}${path}`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server?.origin });
  return context.newPage();
}

/** A newsroom form field's label (uz) by its schema key. */
const label = (key: string) => uz('newsroom', `field.${key}`);

async function chooseType(page: Page, type: string) {
  await page.getByLabel(uz('newsroom', 'nr.type')).selectOption(type);
}

async function startNew(page: Page, type: string) {
  await chooseType(page, type);
  await page.getByRole('button', { name: uz('newsroom', 'nr.new') }).click();
}

/** Fills the Uzbek text of the four-language group of the schema key `field` (title, …) of the open form. */
async function fillUz(page: Page, field: string, text: string) {
  await page
    .getByRole('group', { name: new RegExp(`^${label(field)}`) })
    .first()
    .getByLabel(uz('newsroom', 'langs.uz'))
    .fill(text);
}

/** Publishes the open form and waits for the item to be published; back to the list. */
async function publish(page: Page) {
  await page.getByRole('button', { name: uz('newsroom', 'nr.publish') }).click();
  await expect(page.getByText(uz('newsroom', 'nr.published'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: uz('newsroom', 'nr.back') }).click();
}

test('the first admin builds the portal from nothing, and a visitor sees it', async ({ browser }) => {
  test.setTimeout(240_000);
  const today = broadcastClock().date;

  // Nothing yet: no menu in the header, no channel.
  const before = await newPage(browser);
  await before.goto('/uz/');
  await settled(before);
  await expect(before.getByRole('link', { name: MENU_LINK })).toHaveCount(0);
  const channels = await before.request.get(at('/uz/api/efir/channel.json'));
  expect(((await channels.json()) as { data: unknown[] }).data).toEqual([]);
  await before.context().close();

  // The admin signs in on the sign-in page.
  const admin = await newPage(browser);
  await admin.goto(href('app.authentication.signin'));
  await settled(admin);
  await admin
    .getByRole('textbox', { name: uz('signinForm', 'signin.username'), exact: true })
    .fill(ADMIN.email);
  await labelled(admin, uz('signinForm', 'signin.password')).fill(ADMIN.password);
  await admin.getByRole('button', { name: uz('signinForm', 'signin.submit'), exact: true }).click();
  await expect(admin).not.toHaveURL(/signin/);
  await admin.goto(href('app.admin.content'));
  await settled(admin);

  // A channel with its live stream.
  await startNew(admin, 'channel');
  await labelled(admin, label('_id')).fill(CHANNEL);
  await fillUz(admin, 'title', CHANNEL_TITLE);
  await labelled(admin, label('type')).selectOption({ label: uz('newsroom', 'choice.tv') });
  await labelled(admin, label('online')).fill(`${STREAM_ORIGIN}/${CHANNEL}/index.m3u8`);
  await publish(admin);

  // The header menu (`{product}_main`) with a link to the channel's page.
  await startNew(admin, 'menu');
  await labelled(admin, label('_id')).fill('efir_main');
  await fillUz(admin, 'title', 'Бош меню');
  // rjsf's array: add an item, then its title and its address (ids from the form's idPrefix).
  await admin
    .getByRole('button', { name: uz('newsroom', 'rjsf.add') })
    .last()
    .click();
  await admin.locator('[id="nr-menu_items_0_title_uz"]').fill(MENU_LINK);
  await admin.locator('[id="nr-menu_items_0_url"]').fill(href('app.channel.view', { id: CHANNEL }));
  await publish(admin);

  // A broadcast of the channel.
  await startNew(admin, 'broadcast');
  await labelled(admin, label('_id')).fill(BROADCAST);
  await fillUz(admin, 'title', BROADCAST_TITLE);
  await labelled(admin, label('type')).selectOption({ label: uz('newsroom', 'choice.tv') });
  // The channel is picked by its title from the channels there are (searched), not typed as an id.
  await admin
    .getByRole('searchbox', { name: uz('newsroom', 'nr.refSearch', { field: label('channel') }) })
    .fill('Студия');
  const channel = labelled(admin, label('channel'));
  await expect(channel.getByRole('option', { name: `${CHANNEL_TITLE} (${CHANNEL})` })).toHaveCount(1);
  await channel.selectOption(CHANNEL);
  expect(await axeFindings(admin)).toEqual([]);
  await publish(admin);

  // Today's schedule entry of that broadcast.
  await admin.goto(href('app.admin.schedule'));
  await settled(admin);
  await admin.getByLabel(uz('scheduleEditor', 'ed.channel')).selectOption(CHANNEL);
  await admin.getByLabel(uz('scheduleEditor', 'ed.date')).fill(today.split('-').reverse().join('.'));
  await admin.getByRole('button', { name: uz('scheduleEditor', 'ed.add') }).click();
  await admin.getByLabel(uz('scheduleEditor', 'form.time')).fill('23:30');
  await admin.getByLabel(uz('scheduleEditor', 'lang.uz')).fill(ENTRY_TITLE);
  await admin.getByLabel(uz('scheduleEditor', 'form.broadcast'), { exact: true }).selectOption(BROADCAST);
  await admin.getByRole('button', { name: uz('scheduleEditor', 'form.apply') }).click();
  await admin.getByRole('button', { name: uz('scheduleEditor', 'ed.save') }).click();
  await expect(admin.getByText(uz('scheduleEditor', 'ed.unsaved'))).toHaveCount(0);

  // A news item.
  await admin.goto(href('app.admin.content'));
  await settled(admin);
  await startNew(admin, 'news');
  await labelled(admin, label('_id')).fill(NEWS);
  await fillUz(admin, 'title', NEWS_TITLE);
  await labelled(admin, label('type')).selectOption({ label: uz('newsroom', 'choice.tv') });
  await labelled(admin, label('date')).fill(
    new Date(Date.now() + 5 * 3_600_000 - 60_000).toISOString().slice(0, 16),
  );
  await publish(admin);
  await admin.context().close();

  // A visitor: the menu in the header leads to the channel's page.
  const visitor = await newPage(browser);
  await visitor.goto('/uz/');
  await settled(visitor);
  const link = visitor.getByRole('banner').getByRole('link', { name: MENU_LINK });
  await expect(link).toBeVisible();
  await link.click();
  await expect(visitor).toHaveURL(at(href('app.channel.view', { id: CHANNEL })));
  await expect(visitor.getByRole('heading', { name: CHANNEL_TITLE }).first()).toBeVisible();

  await visitor.goto(`/uz/schedule/${CHANNEL}/?date=${today}`);
  await settled(visitor);
  // One entry: the day shows whole (no "whole day" button to press).
  const row = visitor.getByRole('listitem').filter({ hasText: ENTRY_TITLE }).locator('visible=true').first();
  await expect(row).toContainText('23:30');

  await visitor.goto(href('app.news.list'));
  await settled(visitor);
  await visitor.getByRole('link', { name: NEWS_TITLE }).first().click();
  await expect(visitor.getByRole('heading', { name: NEWS_TITLE })).toBeVisible();
});
