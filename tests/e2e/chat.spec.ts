import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, openSignedIn, signUp, uz } from './support';

/**
 * The live chat in Chromium (issue 7, spec §2 `chat/`): two signed-in users in two browser
 * contexts talk without reloading, a newcomer finds the last messages, an admin deletes a message
 * and it disappears for everyone; visitors are sent to sign in; axe on the page.
 */

const chatLog = (page: Page) => page.getByRole('log', { name: uz('chat', 'chat.log') });
const messageBox = (page: Page) => page.getByRole('textbox', { name: uz('chat', 'chat.message') });

async function openChat(page: Page, token: string, path = href('app.chat')) {
  await openSignedIn(page, token, path);
  await expect(page.getByRole('button', { name: uz('chat', 'chat.send') })).toBeEnabled();
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
}

test('a visitor opening the chat is sent to sign in', async ({ page }) => {
  await page.goto(href('app.chat'));
  await expect(page).toHaveURL(new RegExp(`${href('app.authentication.signin')}$`));
});

test('two users talk in the chat without reloading; a newcomer sees the last messages', async ({
  browser,
  request,
}) => {
  const [aziz, dilnoza] = [await signUp(request, 'aziz'), await signUp(request, 'dilnoza')];
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await Promise.all([openChat(first, aziz.token), openChat(second, dilnoza.token)]);

  const hello = `Salom, Dilnoza! ${Date.now()}`;
  await say(first, hello);
  await expect(chatLog(second).getByText(hello)).toBeVisible();
  await expect(chatLog(first).getByText(hello)).toBeVisible();

  const answer = `Va alaykum assalom <b>${Date.now()}</b>`;
  await say(second, answer);
  // Text, never HTML: the tags are shown as typed.
  await expect(chatLog(first).getByText(answer)).toBeVisible();
  expect(await chatLog(first).locator('b').count()).toBe(0);

  const third = await (await browser.newContext()).newPage();
  const newcomer = await signUp(request, 'newcomer');
  await openChat(third, newcomer.token);
  await expect(chatLog(third).getByText(hello)).toBeVisible();
  await expect(chatLog(third).getByText(answer)).toBeVisible();
  expect(await axeFindings(third)).toEqual([]);

  for (const page of [first, second, third]) await page.context().close();
});

test('an empty message is refused beside the box; an admin deletes a message for everyone', async ({
  browser,
  request,
}) => {
  const user = await signUp(request, 'viewer');
  const admin = { data: { token: await adminToken(request) } };

  const viewer = await (await browser.newContext()).newPage();
  const moderator = await (await browser.newContext()).newPage();
  await Promise.all([openChat(viewer, user.token), openChat(moderator, admin.data.token)]);

  await messageBox(viewer).fill('   ');
  await messageBox(viewer).press('Enter');
  await expect(viewer.getByRole('alert')).toHaveText(uz('chat', 'chat.write'));
  await expect(messageBox(viewer)).toHaveAttribute('aria-invalid', 'true');

  const spam = `Reklama ${Date.now()}`;
  await say(viewer, spam);
  await expect(chatLog(moderator).getByText(spam)).toBeVisible();
  const item = chatLog(moderator).getByRole('listitem').filter({ hasText: spam });
  // Beside the moderator's delete button, the others' messages have a report button (issue 25).
  await item.getByRole('button', { name: uz('chat', 'chat.delete', { name: user.username }) }).click();
  await expect(chatLog(moderator).getByText(spam)).toHaveCount(0);
  await expect(chatLog(viewer).getByText(spam)).toHaveCount(0);
  // The viewer has no delete buttons (others' messages in the room have report buttons).
  const deleteLabel = uz('chat', 'chat.delete', { name: '\u0000' }).split('\u0000');
  const deleteName = new RegExp(
    `^${deleteLabel.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`,
  );
  await expect(chatLog(viewer).getByRole('button', { name: deleteName })).toHaveCount(0);

  for (const page of [viewer, moderator]) await page.context().close();
});

test("a channel's chat beside its player is that channel's room", async ({ browser, request }) => {
  const user = await signUp(request, 'fan');
  const page = await (await browser.newContext()).newPage();
  await openChat(page, user.token, href('app.channel.view', { id: 'uzbekistan' }));
  const text = `Uzbekistan kanali ${Date.now()}`;
  await say(page, text);
  await expect(chatLog(page).getByText(text)).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await openChat(other, user.token);
  await expect(messageBox(other)).toBeVisible();
  await expect(chatLog(other).getByText(text)).toHaveCount(0);
  for (const p of [page, other]) await p.context().close();
});
