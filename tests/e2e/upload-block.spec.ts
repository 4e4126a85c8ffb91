import { href } from '@core/routes';
import type { StateLayout } from '@core/schemas/layout';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  adminToken,
  axeFindings,
  openSignedIn,
  readStoredState,
  type StoredState,
  signUp,
  uz,
  watchPage,
} from './support';

/**
 * The upload block (issue 29; spec §2 "file and image upload", §5, §7, §8; decision 039) in the
 * browser against the built app: an admin places it on a page through the layout API, a user
 * turns an image by keyboard and uploads it, and the server stores it turned; a file of a wrong
 * type is refused with spec §8's message; axe on the page. The page is restored afterwards.
 */

// The spec places the block nowhere by default (§2 lists it among the blocks admins place).
const STATE = 'app.user.profile';
const API = '/uz/api';

type Read = StoredState;

const readState = (request: APIRequestContext) => readStoredState(request, STATE);

let token = '';
let original: Read;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  original = await readState(request);
  const layout: StateLayout = {
    ...original.layout,
    layout: {
      ...original.layout.layout,
      params: {
        ...original.layout.layout.params,
        components: [
          ...original.layout.layout.params.components,
          {
            id: 'uploads',
            component: 'fileUpload',
            version: 1,
            container: 'main',
            params: { count: 2, size: 1, type: 'image/*', maxWidth: 6000, maxCount: 4, rotation: 90 },
          },
        ],
      },
    },
  };
  const write =
    original.revision === 0
      ? request.post(`${API}/state.json`, {
          data: layout,
          headers: { authorization: `Bearer ${token}`, 'if-match': original.etag },
        })
      : request.put(`${API}/state/${STATE}.json`, {
          data: layout,
          headers: { authorization: `Bearer ${token}`, 'if-match': original.etag },
        });
  const res = await write;
  expect([200, 201], await res.text()).toContain(res.status());
});

// Other specs visit this page: it goes back to what it was, as a new revision.
test.afterAll(async ({ request }) => {
  const now = await readState(request);
  const res = await request.put(`${API}/state/${STATE}.json`, {
    data: original.layout,
    headers: { authorization: `Bearer ${token}`, 'if-match': now.etag },
  });
  expect(res.status(), await res.text()).toBe(200);
});

test('a user turns an image by keyboard and uploads it; the server stores it turned; a wrong type is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const watched = watchPage(page, baseURL ?? '');
  const account = await signUp(request, 'up');
  await openSignedIn(page, account.token, href(STATE));
  const block = page.getByRole('region', { name: uz('fileUpload', 'label') });
  const input = block.getByLabel(uz('kit.upload', 'choose'));
  await expect(input).toBeVisible();
  await expect(input).toHaveAttribute('accept', 'image/*');

  const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  await input.setInputFiles([
    { name: 'wide.jpg', mimeType: 'image/jpeg', buffer: wide },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  // Spec §8: the refused file is toasted with its name and dropped; the image stays.
  await expect(
    page.getByText(
      uz('kit.upload', 'refused', {
        file: 'notes.txt',
        reason: uz('kit.upload', 'reason.type'),
      }),
    ),
  ).toBeVisible();
  const rotate = block.getByRole('button', {
    name: uz('kit.upload', 'rotate', { file: 'wide.jpg', step: 90 }),
  });
  await rotate.focus();
  await page.keyboard.press('Enter');
  await expect(block.getByText(uz('kit.upload', 'turned', { angle: 90 }))).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await block.getByRole('button', { name: uz('kit.upload', 'send') }).click();
  const done = block.getByRole('list', { name: uz('kit.upload', 'uploaded') });
  await expect(done).toBeVisible();
  // The server turned the pixels: 300 × 100 became 100 × 300.
  await expect(done).toContainText('100 × 300');
  const link = await done.getByRole('link', { name: 'wide.jpg' }).getAttribute('href');
  const stored = await request.get(link ?? '');
  expect(stored.status()).toBe(200);
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.width, meta.height]).toEqual([100, 300]);
  expect(await axeFindings(page)).toEqual([]);
  // Rendered on the server, hydrated without a warning or an error.
  expect(watched.consoleErrors).toEqual([]);
});
