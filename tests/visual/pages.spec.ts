import { expect, type Page, test } from '@playwright/test';
import { adminTokenAt } from './admin';
import { FROZEN_NOW } from './env';
import { prepare, SCREENS, type Shot, type Theme, WIDTHS } from './stage';

/**
 * Visual regression (issue 24, decision 028): each screen at 1366 and 390 px wide, in the light
 * and the dark theme, against the committed baselines in tests/visual/__screenshots__. The server
 * and the browser read one frozen instant (tests/visual/env.ts), the demo is seeded afresh at it,
 * animations are off and the caret hidden, and a playing video's frames are masked: the same
 * build gives the same pictures. When a change moves a screen on purpose, take the baselines
 * again with `npm run test:visual:update` and commit them with the change (README).
 */

const THEMES: readonly Theme[] = ['light', 'dark'];

let token = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  token = await adminTokenAt(playwright, baseURL ?? '');
});

for (const screen of SCREENS) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const name = `${screen.name}-${width.width}-${theme}`;
      test(name, async ({ page, request, baseURL }) => {
        const shot: Shot = { ...screen, ...width, theme };
        const path = await screen.path(request);
        await prepare(page, shot, {
          origin: new URL(baseURL ?? '').origin,
          now: FROZEN_NOW,
          token: screen.signedIn ? token : undefined,
        });
        await page.goto(path);
        await screen.ready(page);
        await expect(page).toHaveScreenshot(`${name}.png`, {
          fullPage: true,
          mask: masks(page),
        });
      });
    }
  }
}

/** What a frame of live video would make vary: the video itself (its poster and controls stay). */
function masks(page: Page) {
  return [page.locator('video')];
}
