/**
 * Captions in the player (issue 25): loaded without a CSP violation, drawn above the control bar,
 * and the visitor's choice kept for the next playback.
 */

/**
 * An empty WebVTT file of our own origin (`public/empty.vtt`), served under `media-src 'self'`.
 *
 * hls.js (1.7, `createTrackNode` in its text-track controller) gives each `<track>` it makes the
 * source `data:,WEBVTT`: an empty, valid track, so that Chrome's own captions menu keeps it and
 * Safari keeps the cues hls.js adds when the track is hidden or disabled (hls.js #2198, #7515).
 * A `<track>` loads its source when its mode leaves `disabled`, that is when the visitor presses
 * CC (media-chrome only switches modes; it creates no track), and the page's CSP says
 * `media-src 'self' blob: …`: Chrome refuses the `data:` URL and reports a violation. Allowing
 * `data:` in `media-src` would let any injected markup play media of its own for one empty file
 * we can serve ourselves; so the track is pointed at this file instead, before it loads (a
 * MutationObserver's callback runs before the browser's fetch, which waits for a task).
 */
export const EMPTY_TRACK_URL = '/empty.vtt';

/** Points hls.js's `data:` tracks at our empty track; returns the observer's disconnection. */
export function keepTracksOnOrigin(media: HTMLMediaElement): () => void {
  const fix = (track: Element) => {
    if (track instanceof HTMLTrackElement && track.getAttribute('src')?.startsWith('data:'))
      track.src = EMPTY_TRACK_URL;
  };
  for (const track of media.querySelectorAll('track')) fix(track);
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') fix(record.target as Element);
      for (const node of record.addedNodes) if (node instanceof Element) fix(node);
    }
  });
  observer.observe(media, { childList: true, attributes: true, attributeFilter: ['src'], subtree: true });
  return () => observer.disconnect();
}

/** Where the captions choice is kept ('on' or 'off'). */
export const CAPTIONS_KEY = 'efir.player.captions';

/** Whether the visitor last turned captions on (false without storage or a choice). */
export function captionsWanted(): boolean {
  try {
    return globalThis.localStorage?.getItem(CAPTIONS_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Keeps the visitor's captions choice for the next playback (any player, any channel). */
export function rememberCaptions(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(CAPTIONS_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, full): the choice lasts this playback.
  }
}

/**
 * The line a cue is drawn on, so that it sits above a control bar `barHeight` px tall over a video
 * `videoHeight` px tall. The browser draws a cue with `snapToLines` on lines counted from the
 * bottom (-1 the last) whose height is the cue text's line box: 5% of the video's height for the
 * font (Chromium's and Gecko's default), times a line height of about 1.2. One line of room is
 * left between the bar and the text.
 */
export function cueLineAbove(videoHeight: number, barHeight: number): number {
  if (videoHeight <= 0) return -1;
  const step = videoHeight * 0.05 * 1.2;
  return -(Math.ceil(barHeight / step) + 2);
}

/**
 * Keeps every caption cue of `media` above the control bar (`bar`): the bar lies over the
 * picture's bottom, where the browser draws cues by default, and hid a cue's second line (issue
 * 25). The line is set on each cue as it arrives (hls.js adds them as segments load) and again
 * when the player changes size (max, min, fullscreen).
 */
export function keepCuesAboveBar(media: HTMLVideoElement, bar: () => HTMLElement | null): () => void {
  let line = -1;
  const measure = () => {
    const controls = bar();
    line = cueLineAbove(media.clientHeight, controls ? controls.getBoundingClientRect().height : 0);
  };
  const place = (track: TextTrack) => {
    if (track.kind !== 'subtitles' && track.kind !== 'captions') return;
    for (const cue of Array.from(track.cues ?? [])) {
      if (!(typeof VTTCue !== 'undefined' && cue instanceof VTTCue)) continue;
      if (cue.snapToLines && cue.line === line) continue;
      cue.snapToLines = true;
      cue.line = line;
    }
  };
  const placeAll = () => {
    for (const track of Array.from(media.textTracks)) place(track);
  };
  const onCueChange = (event: Event) => place(event.target as TextTrack);
  const watched = new Set<TextTrack>();
  const watch = () => {
    for (const track of Array.from(media.textTracks)) {
      if (watched.has(track)) continue;
      watched.add(track);
      track.addEventListener('cuechange', onCueChange);
    }
    placeAll();
  };
  measure();
  watch();
  media.textTracks.addEventListener('addtrack', watch);
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          measure();
          placeAll();
        });
  resize?.observe(media);
  return () => {
    media.textTracks.removeEventListener('addtrack', watch);
    for (const track of watched) track.removeEventListener('cuechange', onCueChange);
    resize?.disconnect();
  };
}
