import { create } from 'xmlbuilder2';

/**
 * A radio broadcast's podcast (issue 26, decision 032): RSS 2.0 with Apple's iTunes namespace,
 * each published archive item an `<item>` with its recording as the `<enclosure>`. Written with
 * xmlbuilder2, which escapes every text and attribute.
 */

export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface PodcastEpisode {
  guid: string;
  title: string;
  description: string;
  link: string;
  date: Date;
  /** Seconds. */
  duration: number;
  media: string;
  /** Bytes, 0 when unknown (RSS 2.0 asks for the length; a stream has none). */
  length: number;
}

export interface PodcastChannel {
  title: string;
  description: string;
  link: string;
  /** This feed's own URL (`atom:link rel="self"`). */
  self: string;
  language: string;
  image: string | null;
  category: string | null;
  author: string;
  episodes: readonly PodcastEpisode[];
}

/** `H:MM:SS` (itunes:duration). */
export function itunesDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${mm}:${ss}`;
}

/** The media type of a recording from its URL's extension. */
export function mediaType(url: string): string {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.mp3')) return 'audio/mpeg';
  if (path.endsWith('.m4a') || path.endsWith('.mp4') || path.endsWith('.aac')) return 'audio/mp4';
  if (path.endsWith('.ogg') || path.endsWith('.oga') || path.endsWith('.opus')) return 'audio/ogg';
  if (path.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  return 'audio/mpeg';
}

export function podcastRss(feed: PodcastChannel): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const rss = doc.ele('rss', { version: '2.0', 'xmlns:itunes': ITUNES_NS, 'xmlns:atom': ATOM_NS });
  const channel = rss.ele('channel');
  channel.ele('title').txt(feed.title);
  channel.ele('link').txt(feed.link);
  channel.ele('description').txt(feed.description || feed.title);
  channel.ele('language').txt(feed.language);
  channel.ele(ATOM_NS, 'atom:link', { href: feed.self, rel: 'self', type: 'application/rss+xml' });
  channel.ele('generator').txt('Efir');
  const newest = feed.episodes[0]?.date;
  if (newest) channel.ele('lastBuildDate').txt(newest.toUTCString());
  if (feed.image) {
    const image = channel.ele('image');
    image.ele('url').txt(feed.image);
    image.ele('title').txt(feed.title);
    image.ele('link').txt(feed.link);
    channel.ele(ITUNES_NS, 'itunes:image', { href: feed.image });
  }
  channel.ele(ITUNES_NS, 'itunes:author').txt(feed.author);
  channel.ele(ITUNES_NS, 'itunes:summary').txt(feed.description || feed.title);
  if (feed.category) channel.ele(ITUNES_NS, 'itunes:category', { text: feed.category });
  channel.ele(ITUNES_NS, 'itunes:explicit').txt('false');
  channel.ele(ITUNES_NS, 'itunes:type').txt('episodic');
  for (const e of feed.episodes) {
    const item = channel.ele('item');
    item.ele('title').txt(e.title);
    item.ele('link').txt(e.link);
    item.ele('description').txt(e.description || e.title);
    item.ele('guid', { isPermaLink: 'false' }).txt(e.guid);
    item.ele('pubDate').txt(e.date.toUTCString());
    item.ele('enclosure', { url: e.media, length: String(e.length), type: mediaType(e.media) });
    item.ele(ITUNES_NS, 'itunes:duration').txt(itunesDuration(e.duration));
    item.ele(ITUNES_NS, 'itunes:explicit').txt('false');
    item.ele(ITUNES_NS, 'itunes:episodeType').txt('full');
  }
  return doc.end({ prettyPrint: true });
}
