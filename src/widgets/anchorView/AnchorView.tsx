import { useT } from '@core/i18n/react';
import { type I18nText, pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Anchor } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { isItemId } from '../_kit/content/ids';
import { type ListEntry, titleOf } from '../_kit/content/lookups';
import { PersonPage } from '../_kit/content/PersonPage';
import { useRecordView } from '../_kit/content/useRecordView';
import { ViewProblem, viewState } from '../_kit/content/view';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { anchorId, anchorViewData } from './data';
import type { AnchorViewParams } from './meta';
import '../_kit/content/content.css';

type AnchorMeta = ListMeta & { broadcasts?: Record<string, I18nText> };

/**
 * An anchor's page: photo, name, their channels and broadcast (linked), nation, likes and what
 * they say about themselves. The like button and comments are widgets of their own beside it.
 */
export default function AnchorView({ params }: WidgetProps<AnchorViewParams>) {
  const t = useT('anchorView', 'kit.content');
  const id = anchorId(params, useLoadContext());
  if (!id || !isItemId(id)) {
    return (
      <ViewProblem
        state={viewState(id, null) as 'unspecified' | 'notFound'}
        notFound={t('anchor.notFound')}
        list={{ to: href('app.anchors.list'), label: t('anchor.all') }}
      />
    );
  }
  return <AnchorDetails id={id} />;
}

function AnchorDetails({ id }: { id: string }) {
  const t = useT('anchorView', 'kit.content');
  const { lang } = useRuntime();
  const [itemNeed, channelsNeed, nationsNeed] = anchorViewData(id, useLoadContext());
  const item = useNeed<Anchor[], AnchorMeta>(itemNeed);
  const channels = useNeed<Channel[]>(channelsNeed);
  const nations = useNeed<ListEntry[]>(nationsNeed);
  const anchor = item.data?.data.find((a) => a._id === id);
  // The list answers an unknown id with no item: that is this view's 404.
  const state = item.data && !anchor ? 'notFound' : viewState(id, item);
  useRecordView('anchors', state === 'ready' && anchor ? id : null);
  if (state !== 'ready' || !anchor) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('anchor.notFound')}
        list={{ to: href('app.anchors.list'), label: t('anchor.all') }}
      />
    );
  }

  const broadcastTitle = anchor.broadcast
    ? pickText(item.data?.meta.broadcasts?.[anchor.broadcast], lang) || t('anchor.broadcast')
    : '';
  const channelList = channels.data?.data;
  return (
    <PersonPage
      title={pickText(anchor.title, lang)}
      photo={anchor.photo}
      about={pickText(anchor.detail.about, lang)}
      aboutLabel={t('anchor.about')}
      facts={[
        { term: t('fact.type'), value: t(`type.${anchor.type}`) },
        {
          term: t('fact.channels'),
          value:
            anchor.channel.length > 0 ? (
              <ul className="c-inline-list">
                {anchor.channel.map((channel) => (
                  <li key={channel}>
                    <Link to={href('app.channel.view', { id: channel })}>
                      {titleOf(channelList, channel, lang) || channel}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              ''
            ),
        },
        {
          term: t('fact.broadcast'),
          value: anchor.broadcast ? (
            <Link to={href('app.broadcast.view', { id: anchor.broadcast })}>{broadcastTitle}</Link>
          ) : (
            ''
          ),
        },
        { term: t('fact.nation'), value: titleOf(nations.data?.data, anchor.detail.nation, lang) },
        // No "Likes: 0": an anchor nobody liked yet shows no such fact.
        { term: t('fact.likes'), value: anchor.likes > 0 ? String(anchor.likes) : '' },
      ]}
    />
  );
}
