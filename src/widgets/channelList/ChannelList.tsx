import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Channel } from '@core/schemas/entities';
import { useId } from 'react';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { Redirect, useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import './channelList.css';
import { EAGER_CARDS } from '../_kit/content/Card';
import { Pagination } from '../_kit/list/Pagination';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { channelListData } from './data';
import type { ChannelListParams } from './meta';
import { CHANNEL_PAGE_SIZE } from './pages';

/** Photo box of a card: the attributes reserve the space, so nothing moves when it loads. */
const PHOTO_WIDTH = 320;
const PHOTO_HEIGHT = 180;

/** The channels of spec §3 as cards, a page at a time; `type`, `regional` and `page` come from the query too. */
export default function ChannelList({ params }: WidgetProps<ChannelListParams>) {
  const t = useT('channelList', 'kit.channel');
  const { lang } = useRuntime();
  const headingId = useId();
  const { page, need } = channelListData(params, useLoadContext());
  const count = params.count ?? CHANNEL_PAGE_SIZE;
  const list = useNeed<Channel[], ListMeta>(need);

  const pages = list.data ? Math.max(1, list.data.meta.pages) : 1;
  // Spec §5: the page must be a positive integer not above the last page.
  if (page === null || (list.data && page > pages)) return <Redirect to={href('app.badRequest')} />;

  const title = pickText(params.title, lang);
  const CardHeading = title ? 'h3' : 'h2';
  const channels = list.data?.data ?? [];

  return (
    <section
      className="w-channelList"
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('channelList.label')}
      aria-busy={list.isPending}
    >
      {title && (
        <h2 id={headingId} className="w-channelList__title">
          {title}
        </h2>
      )}
      {list.isError && (
        <p className="w-channelList__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {list.isPending && (
        <ul className="w-channelList__grid" aria-hidden="true">
          {Array.from({ length: Math.min(count, 12) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="w-channelList__card w-channelList__card--placeholder">
              <div className="w-channelList__photo" />
            </li>
          ))}
        </ul>
      )}
      {list.isSuccess && channels.length === 0 && (
        <p className="w-channelList__message">{t('channelList.empty')}</p>
      )}
      {channels.length > 0 && (
        <ul className="w-channelList__grid">
          {channels.map((channel, index) => {
            const name = pickText(channel.title, lang);
            return (
              <li key={channel._id} className="w-channelList__card">
                <ChannelPhoto
                  photo={channel.photo}
                  name={name}
                  channel={channel._id}
                  color={channel.color}
                  alt={name}
                  className="w-channelList__photo"
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  // The first cards are in view on arrival: one of them is the page's largest paint.
                  lazy={index >= EAGER_CARDS}
                />
                <CardHeading className="w-channelList__name">
                  <Link to={href('app.channel.view', { id: channel._id })}>{name}</Link>
                </CardHeading>
                <span className={`w-channelList__type w-channelList__type--${channel.type}`}>
                  {t(`channel.type.${channel.type}`)}
                </span>
                <AddToListButton
                  compact
                  entry={{ kind: 'channel', id: channel._id, title: name, picture: null }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {list.data && page !== null && <Pagination page={page} pages={pages} />}
    </section>
  );
}
