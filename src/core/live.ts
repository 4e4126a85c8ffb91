/**
 * Live streaming constants shared by the demo streams (server), the media script and the player.
 *
 * 6.4 s segments cut video (160 frames at 25 fps) and AAC audio (300 frames of 1024 samples at
 * 48 kHz) exactly, and a day is exactly 13,500 of them, so the demo timeline restarts cleanly at
 * Tashkent midnight.
 */
export const LIVE_SEGMENT_SECONDS = 6.4;
export const SEGMENTS_PER_DAY = 13_500;
/** Segments of one loop of the demo media (scripts/make-live-media.ts). */
export const TV_LOOP_SEGMENTS = 2;
export const RADIO_LOOP_SEGMENTS = 4;
/**
 * The rewind window of the demo playlists: 1800 segments, 3 h 12 min, so "from the start" reaches
 * the start of a programme on air up to three hours long (issue 25; it was 300, 32 minutes).
 * Measured in `npm run bench` (BENCH_ONLY=playlist): docs/decisions/015-live-player.md.
 */
export const LIVE_WINDOW_SEGMENTS = 1800;

/** Spec §9: the player's controls (and the floating player's) hide after 3 s without activity. */
export const PLAYER_CONTROLS_HIDE_MS = 3000;

/** The chat (spec §2 chat/, §7 live socket). */
export const CHAT_MAX_LENGTH = 1000;
/** Messages a client gets on joining a room: the last ones. */
export const CHAT_HISTORY = 50;
/** Per user: this many messages in this many seconds. */
export const CHAT_RATE = { points: 5, seconds: 10 } as const;
/** A room's name: `general`, or a channel id for the chat beside its player. */
export const CHAT_ROOM_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/**
 * The general room: the room of the chat/ page, which every connected client is in without a
 * `join`, and where a `chatMessage` without a room goes (spec §7; issue 25).
 */
export const GENERAL_ROOM = 'general';
