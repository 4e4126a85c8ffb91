import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { Badges } from '../_kit/badges/Badges';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { Card } from '../_kit/content/Card';
import { formatDuration, isoDuration, tashkentDateTime } from '../_kit/content/dates';
import { channelsNeed } from '../_kit/content/lookups';
import { listWidget } from '../_kit/list/listWidget';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import { ArchiveFilters } from './ArchiveFilters';
import { filteredByForm, source } from './data';
import type { ArchiveListParams } from './meta';
import './archiveList.css';

/** A card's channel: its logo (or monogram) and its name, from the channel list the page reads. */
function ChannelOf({ id }: { id: string | null }) {
  const t = useT('kit.content');
  const { lang } = useRuntime();
  const ctx = useLoadContext();
  const channels = useNeed<Channel[]>(channelsNeed(ctx.product));
  const channel = id ? channels.data?.data.find((c) => c._id === id) : undefined;
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
      <span className="visually-hidden">{t('fact.channel')}: </span>
      <span>{name}</span>
    </p>
  );
}

/**
 * Recordings of the archive (video and audio on demand), newest first, a page at a time: poster,
 * title linking to the recording, its channel (logo and name), air date (Tashkent, once) and
 * length. Above them the archive's filters (issue 24): title, channel, category and day aired.
 */
export default listWidget<ArchiveListParams, ArchiveItem, 'archiveList' | 'kit.content'>({
  className: 'w-archiveList',
  source,
  ns: ['archiveList', 'kit.content'],
  section: href('app.archive.list'),
  label: 'archive.label',
  empty: 'archive.empty',
  filters: { Form: ArchiveFilters, empty: 'archiveList.filter.emptyFiltered', filtered: filteredByForm },
  item: (item, { index, Heading, t, lang }) => {
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
        <ChannelOf id={item.channel} />
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
