/**
 * The M3U playlist of the live channels (issue 26, decision 032), in the extended form IPTV players
 * read (Kodi's IPTV Simple, TiviMate, Jellyfin, VLC): `#EXTM3U url-tvg=…`, then per channel
 * `#EXTINF:-1 tvg-id=… tvg-name=… tvg-logo=… group-title=… catchup=… catchup-days=…
 * catchup-source=…,Name` and the stream URL. `tvg-id` is the channel's id, as in the XMLTV feed.
 */

export interface M3uChannel {
  id: string;
  name: string;
  logo: string | null;
  group: string;
  radio: boolean;
  stream: string;
  /** The catch-up template (`{utc}`: the programme's start, seconds since the epoch), or null. */
  catchup: string | null;
}

/** An attribute value: M3U has no escaping, so quotes and line breaks are dropped. */
const attr = (value: string) => value.replace(/["\r\n]/g, ' ').trim();

export function m3uPlaylist(opts: {
  epg: string;
  catchupDays: number;
  channels: readonly M3uChannel[];
}): string {
  const lines = [`#EXTM3U url-tvg="${attr(opts.epg)}" x-tvg-url="${attr(opts.epg)}"`];
  for (const c of opts.channels) {
    const attrs = [
      `tvg-id="${attr(c.id)}"`,
      `tvg-name="${attr(c.name)}"`,
      c.logo ? `tvg-logo="${attr(c.logo)}"` : null,
      `group-title="${attr(c.group)}"`,
      c.radio ? 'radio="true"' : null,
      c.catchup
        ? `catchup="default" catchup-days="${opts.catchupDays}" catchup-source="${attr(c.catchup)}"`
        : null,
    ].filter(Boolean);
    lines.push(`#EXTINF:-1 ${attrs.join(' ')},${c.name.replace(/[\r\n]/g, ' ')}`, c.stream);
  }
  return `${lines.join('\n')}\n`;
}
