import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { type OwnChunk, ownChunks } from './js-size';

/**
 * Issue 7's player figures: the size of its chunks (gzip) and that none is in a route's initial JS,
 * and the time from pressing play to the first video frame (TV, an archive recording) or the first
 * advancing audio (radio) on the demo streams.
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

/** How long a press may take to play before the run fails. */
const PLAY_TIMEOUT_MS = 60_000;

/** What is pressed and what is waited for, per kind of playback. */
export type PlayKind = 'tv' | 'radio' | 'archive';
export const PLAY_KINDS: readonly PlayKind[] = ['tv', 'radio', 'archive'];
/** The demo's TV and radio channels pressed (src/demo/data.ts). */
export const BENCH_TV = 'yoshlar';
export const BENCH_RADIO = 'uzbekistan-radio';

interface PlaySetup {
  /** The page opened. */
  path: string;
  /** The play control pressed once the page is hydrated. */
  control: string;
  /** The media element that appears after the press. */
  media: string;
  /** `frame`: its first decoded video frame; `audio`: its first `timeupdate` past where it started playing. */
  until: 'frame' | 'audio';
  /** Rewrites the page's HTML before the browser reads it (the boot data and the server's render alike). */
  rewrite?: (html: string) => string;
}

/** The first TV recording of the demo archive (its id names its page). */
async function firstRecording(origin: string): Promise<string> {
  const res = await fetch(`${origin}/uz/api/efir/archive.json?count=20`);
  const list = (await res.json()) as { data: { _id: string; type: string }[] };
  const tv = list.data.find((r) => r.type === 'tv');
  if (!tv) throw new Error('no TV recording in the archive');
  return tv._id;
}

async function setups(origin: string): Promise<Record<PlayKind, PlaySetup>> {
  const recording = await firstRecording(origin);
  return {
    tv: {
      path: `/uz/channel/${BENCH_TV}/`,
      control: '.w-liveVideo__poster:enabled',
      media: 'section.fp video',
      until: 'frame',
    },
    // Radio opens the floating player minimised, an <audio> in it.
    radio: {
      path: `/uz/channel/${BENCH_RADIO}/`,
      control: '.w-liveVideo__poster:enabled',
      media: 'section.fp audio',
      until: 'audio',
    },
    // A recording autoplays (spec §9): the page's archiveView is given `autoplay: false` (its
    // example "A recording that waits for play") so that a press starts it, as a press would.
    archive: {
      path: `/uz/archive/${recording}/`,
      control: '.w-archiveView__poster:enabled',
      media: '.w-archiveView video',
      until: 'frame',
      rewrite: (html) => {
        const from = '"params":{},"version":1,"component":"archiveView"';
        if (!html.includes(from))
          throw new Error('the archive page’s archiveView was not found to turn autoplay off');
        return html.replace(from, '"params":{"autoplay":false},"version":1,"component":"archiveView"');
      },
    },
  };
}

/**
 * Chromium presses play (fresh context each run, so the player's chunks come over the network) on
 * a TV channel's page (until the first decoded video frame, requestVideoFrameCallback), a radio
 * channel's page (until the audio's first `timeupdate` past the time it started playing at: sound
 * advancing) and an archive recording's page (its first video frame). Returns the milliseconds
 * from the click to that moment, per run, per kind.
 */
export async function timeToPlay(
  origin: string,
  runs: number,
  kinds: readonly PlayKind[] = PLAY_KINDS,
): Promise<Record<PlayKind, number[]>> {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  const all = await setups(origin);
  const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
  const times = { tv: [], radio: [], archive: [] } as Record<PlayKind, number[]>;
  try {
    for (const kind of kinds) {
      const setup = all[kind];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const url = `${origin}${setup.path}`;
        const { rewrite } = setup;
        if (rewrite)
          await page.route(url, async (route) => {
            const response = await route.fetch();
            await route.fulfill({ response, body: rewrite(await response.text()) });
          });
        await page.goto(url);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        // Armed before the click: the moment of whichever element appears.
        await page.evaluate(
          ({ media, until }) => {
            const w = window as unknown as { __played: Promise<number>; __clicked: number };
            w.__played = new Promise<number>((done) => {
              const observer = new MutationObserver(() => {
                const el = document.querySelector<HTMLMediaElement>(media);
                if (!el) return;
                observer.disconnect();
                if (until === 'frame') {
                  (el as HTMLVideoElement).requestVideoFrameCallback((now) => done(now));
                  return;
                }
                // No named functions in here: the bench's transpiler would wrap them in a helper
                // the page does not have.
                el.addEventListener(
                  'playing',
                  () => {
                    const from = el.currentTime;
                    let seen = false;
                    el.addEventListener('timeupdate', () => {
                      if (seen || el.currentTime <= from || el.currentTime <= 0) return;
                      seen = true;
                      done(performance.now());
                    });
                  },
                  { once: true },
                );
              });
              observer.observe(document.body, { childList: true, subtree: true });
            });
            document.addEventListener('click', () => (w.__clicked = performance.now()), {
              capture: true,
              once: true,
            });
          },
          { media: setup.media, until: setup.until },
        );
        await page.locator(setup.control).click();
        const played = page.evaluate(async () => {
          const w = window as unknown as { __played: Promise<number>; __clicked: number };
          const at = await w.__played;
          return at - w.__clicked;
        });
        let timer: NodeJS.Timeout | undefined;
        const ms = await Promise.race([
          played,
          new Promise<never>((_, fail) => {
            timer = setTimeout(
              () => fail(new Error(`${kind}: nothing played within ${PLAY_TIMEOUT_MS} ms`)),
              PLAY_TIMEOUT_MS,
            );
          }),
        ]).finally(() => clearTimeout(timer));
        times[kind].push(ms);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** One line per kind: the median and every run. */
export function playReport(times: Record<PlayKind, number[]>, runs: number, out: (line: string) => void) {
  const what = { tv: 'first video frame', radio: 'audio advancing', archive: 'first video frame' };
  for (const kind of PLAY_KINDS)
    out(
      `   ${kind.padEnd(7)} press play → ${what[kind]}: median ${median(times[kind]).toFixed(0)} ms over ${runs} cold runs (${times[kind].map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
