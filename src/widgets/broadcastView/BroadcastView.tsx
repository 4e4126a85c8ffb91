import { API_PREFIX } from '@core/api-prefix';
import { useT } from '@core/i18n/react';
import { type I18nText, pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ArchiveItem, Broadcast } from '@core/schemas/content';
import { useId } from 'react';
import { Card } from '../_kit/content/Card';
import { formatDuration, isoDuration, tashkentDateTime } from '../_kit/content/dates';
import { isItemId } from '../_kit/content/ids';
import { Picture } from '../_kit/content/Picture';
import { ShareButton } from '../_kit/content/Share';
import { useRecordView } from '../_kit/content/useRecordView';
import { Facts, ViewProblem, viewState } from '../_kit/content/view';
import { RatingShare } from '../_kit/engage/RatingShare';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { broadcastId, broadcastNeed, episodesData } from './data';
import type { BroadcastViewParams } from './meta';
import './broadcastView.css';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { RemindButton } from '../_kit/reminders/RemindButton';

type Titles = { titles?: { channel?: I18nText | null; category?: I18nText | null } };

/** Picture boxes: the first picture large, the others as a strip. */
const MAIN_PICTURE = { width: 960, height: 540 };
const MORE_PICTURE = { width: 320, height: 180 };

/**
 * A broadcast's page (spec §2 broadcast/:id/, 'Detail info'): its pictures, title, channel and
 * category (titles from `meta.titles`), description, and its recorded episodes newest first,
 * each linking to its recording in the archive.
 */
export default function BroadcastView({ params }: WidgetProps<BroadcastViewParams>) {
  const t = useT('broadcastView', 'kit.content');
  const id = broadcastId(params, useLoadContext());
  if (!id || !isItemId(id)) {
    return (
      <ViewProblem
        state={viewState(id, null) as 'unspecified' | 'notFound'}
        notFound={t('broadcast.notFound')}
        list={{ to: href('app.broadcast.list'), label: t('broadcast.all') }}
      />
    );
  }
  return <BroadcastDetails id={id} params={params} />;
}

function BroadcastDetails({ id, params }: { id: string; params: BroadcastViewParams }) {
  const t = useT('broadcastView', 'kit.content');
  const { lang, product } = useRuntime();
  const headingId = useId();
  const item = useNeed<Broadcast, Titles>(broadcastNeed(id, useLoadContext()));
  const state = viewState(id, item);
  useRecordView('broadcast', state === 'ready' && item.data ? id : null);
  if (state !== 'ready' || !item.data) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('broadcast.notFound')}
        list={{ to: href('app.broadcast.list'), label: t('broadcast.all') }}
      />
    );
  }

  const data = item.data.data;
  const titles = item.data.meta.titles ?? {};
  const title = pickText(data.title, lang);
  const description = pickText(data.description, lang);
  const channel = pickText(titles.channel ?? undefined, lang);
  const category = pickText(titles.category ?? undefined, lang);
  const [first, ...more] = data.images_anons;
  return (
    <article className="c-view w-broadcastView" aria-labelledby={headingId}>
      <h1 id={headingId} className="c-view__title">
        {title}
      </h1>
      <AddToListButton entry={{ kind: 'broadcast', id: data._id, title, picture: null }} />
      <Picture
        picture={first}
        alt={title}
        width={MAIN_PICTURE.width}
        height={MAIN_PICTURE.height}
        className="c-view__picture"
        lazy={false}
      />
      <Facts
        items={[
          { term: t('fact.type'), value: t(`type.${data.type}`) },
          {
            term: t('fact.channel'),
            value: data.channel ? (
              <Link to={href('app.channel.view', { id: data.channel })}>{channel || data.channel}</Link>
            ) : (
              ''
            ),
          },
          {
            term: t('fact.category'),
            value: data.category ? (
              <Link to={href('app.category.view', { id: data.category })}>{category || data.category}</Link>
            ) : (
              ''
            ),
          },
          // Spec §3: the broadcast's rating, added on the client (its share of the views).
          { term: t('fact.rating'), value: <RatingShare db="broadcast" id={id} labelled={false} /> },
        ]}
      />
      {description && <p className="c-view__text">{description}</p>}
      {more.length > 0 && (
        <ul className="w-broadcastView__pictures" aria-label={t('broadcast.pictures')}>
          {more.map((picture, i) => (
            <li key={picture.link}>
              <Picture
                picture={picture}
                alt={t('broadcast.picture', { title, number: i + 2 })}
                width={MORE_PICTURE.width}
                height={MORE_PICTURE.height}
                thumb
              />
            </li>
          ))}
        </ul>
      )}
      <ShareButton title={title} />
      <p className="w-broadcastView__feeds">
        <a className="c-share" href={feedUrl(product, id, 'calendar.ics', lang)} download>
          {t('broadcast.addToCalendar')}
        </a>
        {data.type === 'radio' && (
          <a className="c-share" href={feedUrl(product, id, 'podcast.xml', lang)} type="application/rss+xml">
            {t('broadcast.podcast')}
          </a>
        )}
      </p>
      <RemindButton target={{ broadcast: id }} title={title} />
      <Episodes id={id} params={params} />
    </article>
  );
}

/** A feed of the broadcast (issue 26): its coming airings as iCalendar, a radio one's podcast. */
function feedUrl(product: string, id: string, file: string, lang: string): string {
  const path = `${API_PREFIX}/${product}/broadcast/${encodeURIComponent(id)}/${file}`;
  return lang === 'uz' ? path : `${path}?lang=${lang}`;
}

/** The broadcast's episodes, a page at a time (`?page=`), each linking to its recording. */
function Episodes({ id, params }: { id: string; params: BroadcastViewParams }) {
  const t = useT('broadcastView', 'kit.content');
  const { lang } = useRuntime();
  const page = useListPage<BroadcastViewParams, ArchiveItem>(params, (p, ctx) => episodesData(id, p, ctx));
  return (
    <ListFrame
      className="w-broadcastView__episodes"
      heading={t('broadcast.episodes')}
      label={t('broadcast.episodes')}
      page={page}
      count={params.episodes ?? PAGE_SIZE.episodes}
      filter={false}
      empty={t('broadcast.noEpisodes')}
      item={(episode, _index, Heading) => (
        <Card
          key={episode._id}
          to={href('app.archive.view', { id: episode._id })}
          title={pickText(episode.title, lang)}
          heading={Heading}
          picture={episode.poster}
        >
          <p className="c-card__meta">
            <time dateTime={episode.date}>{tashkentDateTime(episode.date)}</time>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">{t('fact.duration')}: </span>
            <time dateTime={isoDuration(episode.duration)}>{formatDuration(episode.duration)}</time>
          </p>
        </Card>
      )}
    />
  );
}
