import { type Lang, pickText } from '@core/lang';
import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { useMemo } from 'react';
import { Badges } from '../_kit/badges/Badges';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { Card } from '../_kit/content/Card';
import { formatDuration, isoDuration, tashkentDateTime } from '../_kit/content/dates';
import { channelsNeed } from '../_kit/content/lookups';
import { listWidget } from '../_kit/list/listWidget';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { useLoadContext, useNeed } from '../runtime';
import { ArchiveFilters } from './ArchiveFilters';
import { filteredByForm, source } from './data';
import type { ArchiveListParams } from './meta';
import './archiveList.css';

/** The channels the page reads, by id, once it has cards: each card names its own. */
function useChannels(cards: readonly ArchiveItem[] | null): ReadonlyMap<string, Channel> {
  const ctx = useLoadContext();
  const channels = useNeed<Channel[]>(cards ? channelsNeed(ctx.product) : null).data?.data;
  return useMemo(() => new Map((channels ?? []).map((c) => [c._id, c])), [channels]);
}

/** A card's channel: its logo (or monogram) and its name. */
function ChannelOf({ channel, lang, label }: { channel: Channel | undefined; lang: Lang; label: string }) {
  if (!channel) return null;
  const name = pickText(channel.title, lang);
  return (
    <p className="w-archiveList__channel">
      <ChannelPhoto
        photo={channel.photo}
        name={name}
        channel={channel._id}
        color={channel.color}
        // The name is written beside it.
        alt=""
        className="w-archiveList__logo"
        placeholder="span"
        width={40}
        height={40}
      />
      <span className="visually-hidden">{label}: </span>
      <span>{name}</span>
    </p>
  );
}

/**
 * Recordings of the archive (video and audio on demand), newest first, a page at a time: poster,
 * title linking to the recording, its channel (logo and name), air date (Tashkent, once) and
 * length. Above them the archive's filters (issue 24): title, channel, category and day aired.
 */
export default listWidget<
  ArchiveListParams,
  ArchiveItem,
  'archiveList' | 'kit.content',
  ReadonlyMap<string, Channel>
>({
  className: 'w-archiveList',
  source,
  ns: ['archiveList', 'kit.content'],
  section: href('app.archive.list'),
  label: 'archive.label',
  empty: 'archive.empty',
  filters: { Form: ArchiveFilters, empty: 'archiveList.filter.emptyFiltered', filtered: filteredByForm },
  use: useChannels,
  item: (item, { index, Heading, t, lang, shared: channels }) => {
    const title = pickText(item.title, lang);
    return (
      <Card
        key={item._id}
        to={href('app.archive.view', { id: item._id })}
        title={title}
        heading={Heading}
        picture={item.poster}
        place={index}
        action={<AddToListButton compact entry={{ kind: 'archive', id: item._id, title, picture: null }} />}
      >
        <ChannelOf
          channel={item.channel ? channels.get(item.channel) : undefined}
          lang={lang}
          label={t('fact.channel')}
        />
        <p className="c-card__meta">
          <time dateTime={item.date}>{tashkentDateTime(item.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">{t('fact.duration')}: </span>
          <time dateTime={isoDuration(item.duration)}>{formatDuration(item.duration)}</time>
        </p>
        <Badges item={item} />
        {item.type === 'radio' && <span className="c-tag">{t('type.radio')}</span>}
      </Card>
    );
  },
});
