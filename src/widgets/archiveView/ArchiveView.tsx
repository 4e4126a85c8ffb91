import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import { useId } from 'react';
import { Badges } from '../_kit/badges/Badges';
import { Card } from '../_kit/content/Card';
import { formatDuration, isoDuration, tashkentDateTime } from '../_kit/content/dates';
import { isItemId } from '../_kit/content/ids';
import { Related } from '../_kit/content/Related';
import { ShareButton } from '../_kit/content/Share';
import { useRecordView } from '../_kit/content/useRecordView';
import { Facts, ViewProblem, viewState } from '../_kit/content/view';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { ArchivePlayer } from './ArchivePlayer';
import { archiveId, archiveViewData, relatedArchiveData } from './data';
import type { ArchiveViewParams } from './meta';
import '../_kit/content/content.css';
import './archiveView.css';
import { AddToListButton } from '../_kit/mine/AddToListButton';

/**
 * One recording of the archive (spec §2 archive/{id}/ and the legacy 11111/{id}/): the player in
 * its on-demand mode, which autoplays once the page is interactive (spec §9), then the title, the
 * air date and length, the description, a link to the broadcast's other episodes and the share
 * action; under it a few recordings like it (the broadcast's latest others) with a "see all". Likes,
 * ratings and comments sit beside it as their own widgets.
 */
export default function ArchiveView({ params }: WidgetProps<ArchiveViewParams>) {
  const t = useT('archiveView', 'kit.content');
  const { lang } = useRuntime();
  const headingId = useId();
  const ctx = useLoadContext();
  const id = archiveId(params, ctx);
  const [itemNeed, vodNeed] = id && isItemId(id) ? archiveViewData(id, ctx) : [null, null];
  const item = useNeed<ArchiveItem>(itemNeed);
  const state = viewState(id, itemNeed ? item : null);
  useRecordView('archive', state === 'ready' && item.data ? id : null);
  if (state !== 'ready' || !item.data) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('archive.notFound')}
        list={{ to: href('app.archive.list'), label: t('archive.all') }}
      />
    );
  }

  const data = item.data.data;
  const rights = rightsWindow(data, ctx.now);
  const title = pickText(data.title, lang);
  const description = pickText(data.description, lang);
  const more = data.broadcast
    ? `${href('app.archive.list')}?broadcast=${data.broadcast}`
    : data.channel
      ? `${href('app.archive.list')}?channel=${data.channel}`
      : href('app.archive.list');
  return (
    <>
      <article className="c-view w-archiveView" aria-labelledby={headingId}>
        <h1 id={headingId} className="c-view__title">
          {title}
        </h1>
        <AddToListButton entry={{ kind: 'archive', id: data._id, title, picture: null }} />
        {rights.state === 'open' ? (
          <ArchivePlayer item={data} title={title} need={vodNeed} autoplay={params.autoplay !== false} />
        ) : (
          // Outside its rights window the recording is not offered: its page says when it is.
          <div className="w-archiveView__frame">
            <p className="w-archiveView__message" role="status">
              {rights.state === 'before'
                ? t('archive.notYet', { date: tashkentDateTime(rights.at) })
                : t('archive.expired', { date: tashkentDateTime(rights.at) })}
            </p>
          </div>
        )}
        <Badges item={data} className="w-archiveView__badges" />
        <Facts
          items={[
            {
              term: t('fact.date'),
              value: <time dateTime={data.date}>{tashkentDateTime(data.date)}</time>,
            },
            {
              term: t('fact.duration'),
              value: <time dateTime={isoDuration(data.duration)}>{formatDuration(data.duration)}</time>,
            },
            { term: t('fact.type'), value: t(`type.${data.type}`) },
            {
              term: t('archive.availableUntil'),
              value:
                rights.state === 'open' && data.available_until ? (
                  <time dateTime={data.available_until}>{tashkentDateTime(data.available_until)}</time>
                ) : null,
            },
          ]}
        />
        {description && <p className="c-view__text">{description}</p>}
        {data.broadcast && (
          <ul className="c-view__links">
            <li>
              <Link to={href('app.broadcast.view', { id: data.broadcast })}>{t('archive.episodes')}</Link>
            </li>
            <li>
              <Link to={href('app.archive.list')}>{t('archive.all')}</Link>
            </li>
          </ul>
        )}
        <ShareButton title={title} />
      </article>
      <Related<ArchiveItem>
        need={relatedArchiveData(id as string, ctx)}
        self={data._id}
        heading={t('related.archive')}
        more={more}
        item={(other) => (
          <Card
            key={other._id}
            to={href('app.archive.view', { id: other._id })}
            title={pickText(other.title, lang)}
            heading="h3"
            picture={other.poster}
          >
            <p className="c-card__meta">
              <time dateTime={other.date}>{tashkentDateTime(other.date)}</time>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">{t('fact.duration')}: </span>
              <time dateTime={isoDuration(other.duration)}>{formatDuration(other.duration)}</time>
            </p>
            <Badges item={other} />
          </Card>
        )}
      />
    </>
  );
}

/**
 * Where `now` stands in a recording's rights window (issue 26): lists leave it out outside the
 * window; its page stays, saying from when it will be, or until when it was, available.
 */
export function rightsWindow(
  item: Pick<ArchiveItem, 'available_from' | 'available_until'>,
  now: number,
): { state: 'open' } | { state: 'before' | 'after'; at: string } {
  if (item.available_from && Date.parse(item.available_from) > now)
    return { state: 'before', at: item.available_from };
  if (item.available_until && Date.parse(item.available_until) <= now)
    return { state: 'after', at: item.available_until };
  return { state: 'open' };
}
