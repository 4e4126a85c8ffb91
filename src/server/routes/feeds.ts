import type { App, AppContext } from '../context';
import { calendarRoutes } from './feeds/calendar';
import { feedContext } from './feeds/common';
import { epgRoutes } from './feeds/epg';
import { m3uRoutes } from './feeds/m3u';
import { podcastRoutes } from './feeds/podcast';

/**
 * Feeds out (issue 26, decision 032), read-only, built from what the portal has:
 *
 * - `GET /{product}/epg.xml` and `epg.xml.gz`: XMLTV of every visible channel and every programme
 *   of the Tashkent days from 7 back to 7 ahead, titles and descriptions in the four languages
 *   (`feeds/epg.ts`);
 * - `GET /{product}/channels.m3u`: the live channels for IPTV players, with catch-up;
 * - `GET /{product}/catchup/{channel}.m3u8?utc=`: the recording on air at that instant (302)
 *   (both `feeds/m3u.ts`);
 * - `GET /{product}/schedule/{channel}/{date}/{HHmm}.ics`: one schedule entry as iCalendar;
 * - `GET /{product}/broadcast/{id}/calendar.ics`: a broadcast's coming entries (both
 *   `feeds/calendar.ts`);
 * - `GET /{product}/broadcast/{id}/podcast.xml`: a radio broadcast's recordings as a podcast
 *   (`feeds/podcast.ts`).
 *
 * Each goes through the response cache with the tags of what it shows, with an ETag and 304.
 * The writers of the formats live in `src/server/feeds/`.
 */
export async function feedRoutes(app: App, ctx: AppContext) {
  const feeds = feedContext(ctx);
  epgRoutes(app, feeds);
  m3uRoutes(app, feeds);
  calendarRoutes(app, feeds);
  podcastRoutes(app, feeds);
}
