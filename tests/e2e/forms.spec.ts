import { href } from '@core/routes';
import type { Submission } from '@core/schemas/submissions';
import { addDays, broadcastClock } from '@core/time';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, labelled, openSignedIn, settled, signUp, uz } from './support';

/**
 * Request forms in the browser (issue 10, spec §2, §4, §5, §8): the home page's tabriknoma button
 * takes a visitor through sign-in back to the form, which sends, confirms and closes; qabulxona
 * goes anonymously with a file; an invalid casting form highlights its fields and sends nothing;
 * the newsroom answers and the sender sees it; axe on every form.
 */

const SENT = 'Сизнинг сўровингиз қабул қилинди';
const today = broadcastClock().date;

const control = labelled;
/** A day as typed on the Uzbek pages' date fields (src/core/typed-day.ts). */
const typed = (day: string) => day.split('-').reverse().join('.');
const field = (key: string) => uz('kit.requests', `fields.${key}`);
const label = (form: string, key: string) => uz('kit.requests', `labels.${form}.${key}`);

/** Requests of the form API this page sends (to prove that nothing was sent). */
function formPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/efir\/form\//.test(r.url())) posts.push(r.url());
  });
  return posts;
}

test('visitor → tabriknoma button → sign-in prompt → signed in, back with the form → sent, confirmed, closed → in my/tabriknoma/', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'tabrik');
  await page.goto('/uz/');
  await settled(page);
  await page.getByRole('button', { name: uz('homeButtons', 'homeButtons.tabriknoma') }).click();
  const prompt = page.getByRole('dialog', { name: uz('homeButtons', 'homeButtons.tabriknoma') });
  await expect(prompt).toContainText(uz('kit.account', 'registration.prompt'));
  await prompt.getByRole('link', { name: uz('kit.account', 'registration.signIn') }).click();

  await page
    .getByRole('textbox', { name: uz('signinForm', 'signin.username'), exact: true })
    .fill(account.username);
  await control(page, uz('signinForm', 'signin.password')).fill(account.password);
  await page.getByRole('button', { name: uz('signinForm', 'signin.submit'), exact: true }).click();

  // Back on the home page, with the form the visitor asked for open.
  await expect(page).toHaveURL(/\/uz\/\?form=tabriknoma$/);
  const dialog = page.getByRole('dialog', { name: uz('homeButtons', 'homeButtons.tabriknoma') });
  const form = dialog.getByRole('form');
  await expect(form).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await form.getByRole('radio', { name: uz('kit.requests', 'options.type.tv') }).check();
  const channel = control(form, field('channel'));
  await expect(channel.locator('option').nth(1)).toBeAttached();
  await channel.selectOption({ index: 1 });
  await control(form, field('fio')).fill('Дилноза Каримова');
  // The date typed in the page's format (the site's date field, not a native one).
  await control(form, label('tabriknoma', 'date')).fill(typed(addDays(today, 2)));
  await control(form, label('tabriknoma', 'message')).fill('Туғилган кунинг муборак!');
  await form.getByRole('button', { name: uz('kit.requests', 'form.submit') }).click();
  await expect(dialog.getByRole('status')).toHaveText(SENT);
  // Spec §4, §9: the dialog closes by itself 3 s after the confirmation.
  await expect(dialog).toBeHidden({ timeout: 6000 });

  await page.goto(href('app.my.tabriknoma'));
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Дилноза Каримова/ })).toContainText(
    uz('kit.requests', 'status.received'),
  );
});

test('qabulxona goes without an account, with a document attached', async ({ page }) => {
  await page.goto(href('app.service.qabulxona'));
  await settled(page);
  const form = page.getByRole('form');
  await expect(form).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await control(form, label('qabulxona', 'title')).fill('Каримова Дилноза');
  await form.getByRole('radio', { name: uz('kit.requests', 'options.sex.woman') }).check();
  await control(form, field('birthday')).fill('1990-05-01');
  await control(form, field('status')).selectOption('student');
  const region = control(form, field('region'));
  await expect(region.locator('option[value="samarkand"]')).toBeAttached();
  await region.selectOption('samarkand');
  await control(form, field('city')).fill('Самарқанд');
  await control(form, field('address')).fill('Регистон кўчаси, 1');
  await control(form, field('phone')).fill('+998 90 123 45 67');
  const email = `qabul${Date.now()}@example.uz`;
  await control(form, field('email')).fill(email);
  await control(form, label('qabulxona', 'message')).fill('Қишлоғимизда телевизор сигнали ёмон.');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'ariza.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(form.getByText('ariza.pdf', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: uz('kit.requests', 'form.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  // The newsroom has it, with its file, which only a signed link opens.
  const token = await adminToken(page.request);
  const list = await page.request.get('/uz/api/efir.form?form=qabulxona', {
    headers: { authorization: `Bearer ${token}` },
  });
  const sent = ((await list.json()) as { data: Submission[] }).data.find((s) => s.email === email);
  expect(sent?.sender).toBeNull();
  expect(sent?.detail).toMatchObject({ region: 'samarkand', phone: '+998901234567' });
  expect(sent?.attachments.map((a) => a.title)).toEqual(['ariza.pdf']);
  const file = await page.request.get(sent?.attachments[0]?.link ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
});

test('an invalid casting form highlights its fields, focuses the first and sends nothing', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'cast');
  await openSignedIn(page, account.token, href('app.my.casting'));
  const form = page.getByRole('form').first();
  await expect(form.getByRole('button', { name: uz('kit.requests', 'form.submit') })).toBeEnabled();
  expect(await axeFindings(page)).toEqual([]);
  const posts = formPosts(page);
  await control(form, field('about')).fill('x'.repeat(10));
  await control(form, field('email')).fill('not-an-address');
  await form.getByRole('button', { name: uz('kit.requests', 'form.submit') }).click();
  const title = control(form, label('casting', 'title'));
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await expect(control(form, field('education'))).toHaveAttribute('aria-invalid', 'true');
  await expect(control(form, field('direction'))).toHaveAttribute('aria-invalid', 'true');
  await expect(control(form, field('email'))).toHaveAttribute('aria-invalid', 'true');
  await expect(control(form, field('about'))).not.toHaveAttribute('aria-invalid', 'true');
  expect(await axeFindings(page)).toEqual([]);
  expect(posts).toEqual([]);
});

test('the newsroom answers a request; its sender sees the status and the answer', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUp(request, 'answered');
  const sent = await request.post('/uz/api/efir/form/taklifnoma.json', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      title: 'Ҳунарманд ҳақида',
      detail: { who: 'Абдулла Қодиров', sex: 'man', age: 67, info: 'Риштонлик кулол', you: 'Набираси Азиз' },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const id = ((await sent.json()) as { data: { _id: string } }).data._id;

  const admin = await browser.newContext();
  const newsroom = await admin.newPage();
  await openSignedIn(
    newsroom,
    await adminToken(newsroom.request),
    `${href('app.admin.forms')}?form=taklifnoma&id=${id}`,
  );
  const review = newsroom.getByRole('form', { name: uz('kit.requests', 'admin.review') });
  await expect(review).toBeVisible();
  expect(await axeFindings(newsroom)).toEqual([]);
  await control(review, uz('kit.requests', 'admin.newStatus')).selectOption('done');
  await control(review, uz('kit.requests', 'admin.answer')).fill('Кўрсатув 5-декабрда эфирда.');
  await review.getByRole('button', { name: uz('kit.requests', 'admin.save') }).click();
  await expect(newsroom.getByText('Сақланди')).toBeVisible();
  await admin.close();

  await openSignedIn(page, account.token, href('app.my.taklifnoma'));
  const row = page.getByRole('table').getByRole('row', { name: /Ҳунарманд ҳақида/ });
  await expect(row).toContainText(uz('kit.requests', 'status.done'));
  await expect(row).toContainText('Кўрсатув 5-декабрда эфирда.');
});

test('axe finds nothing on the other forms (reporter, taklifnoma, feedback)', async ({ page, request }) => {
  const account = await signUp(request, 'axe');
  for (const state of ['app.my.reporter', 'app.my.taklifnoma', 'app.service.feedback']) {
    await openSignedIn(page, account.token, href(state));
    await expect(
      page
        .getByRole('form')
        .first()
        .getByRole('button', { name: uz('kit.requests', 'form.submit') }),
    ).toBeEnabled();
    expect(await axeFindings(page), state).toEqual([]);
  }
});

test('on a phone, the sent tabriknoma’s confirmation is scrolled into the dialog and focused (issue 24)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signUp(request, 'phone');
  await openSignedIn(page, account.token, '/uz/');
  await page.getByRole('button', { name: uz('homeButtons', 'homeButtons.tabriknoma') }).click();
  const dialog = page.getByRole('dialog', { name: uz('homeButtons', 'homeButtons.tabriknoma') });
  const form = dialog.getByRole('form');
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: uz('kit.requests', 'options.type.tv') }).check();
  const channel = control(form, field('channel'));
  await expect(channel.locator('option').nth(1)).toBeAttached();
  await channel.selectOption({ index: 1 });
  await control(form, field('fio')).fill('Дилноза Каримова');
  // On the phone, the date from the calendar by keyboard: it opens over the form (nothing moves),
  // Monday first, names in Uzbek Cyrillic; two days on from today, Enter picks.
  const date = control(form, label('tabriknoma', 'date'));
  const message = control(form, label('tabriknoma', 'message'));
  // Where the next field sits under the date field (the dialog may scroll to show the calendar).
  const gap = async () => {
    const [a, b] = [await date.boundingBox(), await message.boundingBox()];
    return a && b ? { x: b.x - a.x, y: b.y - a.y, height: b.height } : null;
  };
  const before = await gap();
  await date.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const calendar = form.getByRole('dialog', { name: uz('kit.datePicker', 'date.calendar') });
  const grid = calendar.getByRole('grid');
  await expect(grid).toBeVisible();
  expect(await grid.locator('thead th').first().getAttribute('aria-label')).toBe('душанба');
  expect(await grid.locator('thead th').last().getAttribute('aria-label')).toBe('якшанба');
  expect(await gap()).toEqual(before);
  const box = await calendar.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(date).toHaveValue(typed(addDays(today, 2)));
  await expect(date).toBeFocused();
  await message.fill('Туғилган кунинг муборак!');
  // The keyboard's way: the send button focused, then Enter; the form is longer than the dialog.
  const submit = form.getByRole('button', { name: uz('kit.requests', 'form.submit') });
  await submit.focus();
  await page.keyboard.press('Enter');
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(SENT);
  // The confirmation is inside the dialog's visible area, not scrolled away above it (it was 318 px
  // above), and focus is on it: a screen reader reads it, the keyboard goes on from it.
  const place = () =>
    status.evaluate((el) => {
      const dialog = el.closest('dialog') as HTMLDialogElement;
      const top = dialog.getBoundingClientRect().top + dialog.clientTop;
      const own = el.getBoundingClientRect();
      return {
        overflows: dialog.scrollHeight > dialog.clientHeight,
        inView: own.top >= top && own.bottom <= top + dialog.clientHeight,
        above: Math.round(top - own.top),
      };
    });
  await expect.poll(place, { timeout: 2000 }).toMatchObject({ overflows: true, inView: true });
  await expect(status).toBeFocused();
  await expect(dialog).toBeHidden({ timeout: 6000 });
});
