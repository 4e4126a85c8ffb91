import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { type OwnChunk, ownChunks } from './js-size';

/**
 * Issue 7's player figures: the size of its chunks (gzip) and that none is in a route's initial JS,
 * and the time from pressing play to the first video frame on the demo stream.
 */

/** The player's own chunks: the floating player, the media player and hls.js (light and full). */
export const PLAYER_SOURCES = [
  'src/client/player/FloatingPlayer.tsx',
  'src/widgets/_kit/player/MediaPlayer.tsx',
  'node_modules/hls.js/dist/hls.light.mjs',
  'node_modules/hls.js/dist/hls.mjs',
] as const;

/** The player's own chunks (gzip-9, without what pages share), one row per source. */
export function playerChunks(clientDir: string): OwnChunk[] {
  return ownChunks(clientDir, PLAYER_SOURCES, (key) => key.includes('MediaPlayer'));
}

/**
 * Chromium presses play on a channel's page (fresh context each run, so the player's chunks come
 * over the network) and waits for the first decoded frame (requestVideoFrameCallback). Returns the
 * milliseconds from the click to that frame, per run.
 */
export async function timeToFirstFrame(origin: string, channel: string, runs: number): Promise<number[]> {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/uz/channel/${channel}/`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // Armed before the click: the first frame of whichever video appears.
      await page.evaluate(() => {
        const w = window as unknown as { __firstFrame: Promise<number>; __clicked: number };
        w.__firstFrame = new Promise<number>((done) => {
          const observer = new MutationObserver(() => {
            const video = document.querySelector<HTMLVideoElement>('section.fp video');
            if (!video) return;
            observer.disconnect();
            video.requestVideoFrameCallback((now) => done(now));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        document.addEventListener('click', () => (w.__clicked = performance.now()), {
          capture: true,
          once: true,
        });
      });
      await page.locator('.w-liveVideo__poster:enabled').click();
      const ms = await page.evaluate(async () => {
        const w = window as unknown as { __firstFrame: Promise<number>; __clicked: number };
        const frame = await w.__firstFrame;
        return frame - w.__clicked;
      });
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
