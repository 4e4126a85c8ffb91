import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { ratingPercents } from '@core/rating';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Anchor } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { type ReactNode, useId } from 'react';
import { formatPercent } from '../_kit/engage/percent';
import { useNeed, useRuntime } from '../runtime';
import type { DataNeed, WidgetProps } from '../types';
import { ratingsData } from './data';
import type { RatingList, RatingsParams } from './meta';
import './ratings.css';

const PHOTO = 48;

/**
 * The ratings (spec §2, §9; route `app.service.rating`): the anchors most liked (top 20) and the
 * channels most watched (top 10, each as its share of the list's views in percent with one
 * decimal), in the order the params list them.
 */
export default function Ratings({ params }: WidgetProps<RatingsParams>) {
  const t = useT('ratings', 'kit.engage');
  const { lang, product } = useRuntime();
  const headingId = useId();
  const needs = ratingsData(params, { product });
  const lists: Record<RatingList, ReactNode> = {
    anchors: needs.anchors && <AnchorsTop key="anchors" need={needs.anchors} lang={lang} />,
    channels: needs.stats && needs.channels && (
      <ChannelsTop key="channels" stats={needs.stats} channels={needs.channels} lang={lang} />
    ),
  };
  return (
    <section className="w-ratings" aria-labelledby={headingId}>
      <h2 id={headingId} className="w-ratings__title">
        {pickText(params.title, lang) || t('ratings.title')}
      </h2>
      <div className="w-ratings__lists">{[...new Set(params.lists)].map((list) => lists[list])}</div>
    </section>
  );
}

/** A list's frame: its heading, then its rows, a loading box of their size, or what went wrong. */
function Top({
  title,
  pending,
  error,
  empty,
  rows,
  children,
}: {
  title: string;
  pending: boolean;
  error: boolean;
  empty: boolean;
  rows: number;
  children: ReactNode;
}) {
  const t = useT('ratings', 'kit.engage');
  const headingId = useId();
  return (
    <section className="w-ratings__list" aria-labelledby={headingId} aria-busy={pending}>
      <h3 id={headingId} className="w-ratings__heading">
        {title}
      </h3>
      {pending && (
        <div
          className="w-ratings__placeholder"
          aria-hidden="true"
          style={{ blockSize: `${rows * 3.5}rem` }}
        />
      )}
      {error && (
        <p className="w-ratings__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {!pending && !error && empty && <p className="w-ratings__message">{t('ratings.empty')}</p>}
      {children}
    </section>
  );
}

function AnchorsTop({ need, lang }: { need: DataNeed; lang: Lang }) {
  const t = useT('ratings', 'kit.engage');
  const list = useNeed<Anchor[], ListMeta>(need);
  const anchors = list.data?.data ?? [];
  return (
    <Top
      title={t('ratings.anchors')}
      pending={list.isPending}
      error={list.isError}
      empty={anchors.length === 0}
      rows={5}
    >
      {anchors.length > 0 && (
        <ol className="w-ratings__rows">
          {anchors.map((anchor) => {
            const name = pickText(anchor.title, lang);
            const photo = anchor.photo;
            return (
              <li key={anchor._id} className="w-ratings__row">
                {photo ? (
                  <img
                    className="w-ratings__photo"
                    src={photo.thumb ?? photo.link}
                    alt=""
                    width={PHOTO}
                    height={PHOTO}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="w-ratings__photo" aria-hidden="true" />
                )}
                <Link className="w-ratings__name" to={href('app.anchors.view', { id: anchor._id })}>
                  {name}
                </Link>
                <span className="w-ratings__value">{t('ratings.likes', { count: anchor.likes })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Top>
  );
}

function ChannelsTop({ stats, channels, lang }: { stats: DataNeed; channels: DataNeed; lang: Lang }) {
  const t = useT('ratings', 'kit.engage');
  const ratings = useNeed<Record<string, number>>(stats);
  const titles = useNeed<Channel[], ListMeta>(channels);
  const byId = new Map((titles.data?.data ?? []).map((c) => [c._id, c]));
  const shares = ratings.data ? ratingPercents(ratings.data.data) : [];
  return (
    <Top
      title={t('ratings.channels')}
      pending={ratings.isPending || titles.isPending}
      error={ratings.isError || titles.isError}
      empty={shares.length === 0}
      rows={5}
    >
      {shares.length > 0 && titles.isSuccess && (
        <ol className="w-ratings__rows">
          {shares.map((share) => {
            const channel = byId.get(share.id);
            const name = channel ? pickText(channel.title, lang) : share.id;
            return (
              <li key={share.id} className="w-ratings__row w-ratings__row--share">
                <Link className="w-ratings__name" to={href('app.channel.view', { id: share.id })}>
                  {name}
                </Link>
                <span className="w-ratings__value">
                  <span className="visually-hidden">{t('ratings.share')}: </span>
                  {formatPercent(share.percent, lang)}
                </span>
                <span className="w-ratings__bar" aria-hidden="true">
                  <span className="w-ratings__fill" style={{ inlineSize: `${share.percent}%` }} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Top>
  );
}
