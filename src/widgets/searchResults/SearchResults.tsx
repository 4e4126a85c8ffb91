import { type Texts, useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { MINE_KINDS, minePath } from '@core/personal';
import { Link, useLocation } from '@core/router';
import { href } from '@core/routes';
import type { Channel } from '@core/schemas/entities';
import type { MineEntry } from '@core/schemas/personal';
import type { SearchHit, SearchResult } from '@core/schemas/search';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, type SearchHitType } from '@core/search';
import { highlightParts } from '@core/translit';
import { keepPreviousData } from '@tanstack/react-query';
import { tashkentDateTime } from '../_kit/content/dates';
import { channelsNeed } from '../_kit/content/lookups';
import { Pagination } from '../_kit/list/Pagination';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { httpStatus, Redirect, useApi, useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { readSearch, type SearchRequest, searchNeed } from './data';
import type { SearchResultsParams } from './meta';
import { addressOf, SearchForm } from './SearchForm';
import './searchResults.css';

type Meta = SearchResult['meta'];

/** Hits above the fold: their pictures load at once, the others lazily. */
const EAGER_PICTURES = 3;
/** A hit's picture box (16:9), reserved before it loads. */
const PICTURE = { width: 160, height: 90 } as const;

/**
 * The search results page (issue 27, decision 037): a plain GET form (query, exact script, type,
 * channel, dates) that works without script, the results of `search.json` with the query's words
 * marked in any script, the counts by type as links, the total and the pages. Everything comes
 * from the address, so the server renders it and a link or the browser's history restores it.
 */
export default function SearchResults(_props: WidgetProps<SearchResultsParams>) {
  const t = useT('searchResults', 'chrome');
  const { lang, product } = useRuntime();
  const ctx = useLoadContext();
  const request = readSearch(ctx.search);
  const need = request ? searchNeed(request) : null;
  // The previous results stay while the next are read (a filter, a page): nothing jumps.
  const result = useApi<SearchHit[], Meta>(need?.path ?? null, need?.query ?? {}, {
    quiet: true,
    placeholderData: keepPreviousData,
  });
  const channels = useNeed<Channel[]>(need ? channelsNeed(product) : null).data?.data;
  const answer = result.data;
  const meta = answer?.meta;
  const pages = meta ? Math.max(1, meta.pages) : 1;

  if (!request || (meta && !result.isPlaceholderData && request.page > pages))
    return <Redirect to={href('app.badRequest')} />;

  const facets = meta?.facets;
  return (
    <section className="w-search" aria-label={t('search.label')} aria-busy={result.isFetching}>
      <SearchForm request={request} facets={facets} channels={channels} />
      {!request.q ? (
        <p className="w-search__message">{t('search.prompt')}</p>
      ) : (
        <>
          <h2 className="w-search__heading">{t('search.heading', { query: request.q })}</h2>
          {result.isError ? (
            <p className="w-search__message w-search__message--error" role="alert">
              {problem(request, result.error, t)}
            </p>
          ) : !answer ? (
            <Placeholder />
          ) : (
            <Results request={request} answer={answer} channels={channels} lang={lang} />
          )}
        </>
      )}
    </section>
  );
}

/**
 * Why the read failed: the API's 400 (a query too short or too long: said in the visitor's
 * language by the length, as the API judges it; any other 400 in the API's words), else a load error.
 */
function problem(request: SearchRequest, error: unknown, t: Texts<'searchResults' | 'chrome'>) {
  if (httpStatus(error) !== 400) return t('search.loadError');
  const length = [...request.q].length;
  if (length < SEARCH_QUERY_MIN) return t('search.errors.short', { min: SEARCH_QUERY_MIN });
  if (length > SEARCH_QUERY_MAX) return t('search.errors.long', { max: SEARCH_QUERY_MAX });
  return error instanceof Error && error.message ? error.message : t('search.loadError');
}

/** The page's rows while the first results are read: the same boxes, so nothing moves. */
function Placeholder() {
  return (
    <ol className="w-search__hits" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="w-search__hit w-search__hit--placeholder" />
      ))}
    </ol>
  );
}

function Results({
  request,
  answer,
  channels,
  lang,
}: {
  request: SearchRequest;
  answer: SearchResult;
  channels: readonly Channel[] | undefined;
  lang: Lang;
}) {
  const t = useT('searchResults');
  const { pathname } = useLocation();
  const { data, meta } = answer;
  const filtered = Boolean(request.type || request.channel || request.from || request.to);
  const first = (request.page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <>
      <TypeFacets request={request} facets={meta.facets.type} />
      <p className="w-search__total">{t('search.total', { total: meta.total })}</p>
      {data.length === 0 ? (
        <p className="w-search__message">
          {t(filtered ? 'search.emptyFiltered' : 'search.empty', { query: request.q })}{' '}
          {filtered && (
            <Link
              className="w-search__clear"
              to={addressOf(pathname, request, { type: '', channel: '', from: '', to: '' })}
            >
              {t('search.form.clear')}
            </Link>
          )}
        </p>
      ) : (
        <ol className="w-search__hits" start={first}>
          {data.map((hit, index) => (
            <Hit
              key={`${hit.type}:${hit.id}`}
              hit={hit}
              request={request}
              channel={hit.channel ? channelName(channels, hit.channel, lang) : ''}
              eager={index < EAGER_PICTURES}
              lang={lang}
            />
          ))}
        </ol>
      )}
      <Pagination page={request.page} pages={Math.max(1, meta.pages)} />
    </>
  );
}

function channelName(channels: readonly Channel[] | undefined, id: string, lang: Lang): string {
  const channel = channels?.find((c) => c._id === id);
  return (channel && pickText(channel.title, lang)) || id;
}

/** `text` with the query's words in `<mark>`, compared in any script (`highlightParts`). */
function Marked({ text, request }: { text: string; request: SearchRequest }) {
  return (
    <>
      {highlightParts(text, request.q, { exact: request.exact }).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
        part.mark ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

function Hit({
  hit,
  request,
  channel,
  eager,
  lang,
}: {
  hit: SearchHit;
  request: SearchRequest;
  channel: string;
  eager: boolean;
  lang: Lang;
}) {
  const t = useT('searchResults');
  const title = pickText(hit.title, lang) || hit.id;
  const summary = pickText(hit.summary, lang);
  const date = hit.date ? tashkentDateTime(hit.date) : '';
  const mine = mineEntry(hit, title);
  return (
    <li className={`w-search__hit${hit.picture ? ' w-search__hit--picture' : ''}`}>
      {hit.picture && (
        // The title beside it names the item: the picture is decoration here.
        <img
          className="w-search__picture"
          src={hit.picture}
          alt=""
          width={PICTURE.width}
          height={PICTURE.height}
          loading={eager ? undefined : 'lazy'}
          decoding="async"
        />
      )}
      <div className="w-search__body">
        <h3 className="w-search__title">
          <Link to={`${href('app.index')}${hit.path.replace(/^\/+/, '')}`}>
            <Marked text={title} request={request} />
          </Link>
        </h3>
        <p className="w-search__meta">
          <span className="w-search__type">{t(`search.type.${hit.type}`)}</span>
          {channel && <span>{channel}</span>}
          {date && hit.date && <time dateTime={hit.date}>{date}</time>}
          {hit.live && <span className="w-search__live">{t('search.live')}</span>}
        </p>
        {summary && (
          <p className="w-search__summary">
            <Marked text={summary} request={request} />
          </p>
        )}
      </div>
      {mine && <AddToListButton compact entry={mine} />}
    </li>
  );
}

/** A hit my list can hold (a channel, broadcast, recording or person: not an anchor, whose page differs). */
function mineEntry(hit: SearchHit, title: string): Omit<MineEntry, 'at'> | null {
  const kind = MINE_KINDS.find((k) => k === hit.type);
  if (!kind || hit.path.replace(/^\/+/, '') !== minePath(kind, hit.id)) return null;
  return { kind, id: hit.id, title, picture: null };
}

/** The counts by type as links: all types, then each type found (the current one marked). */
function TypeFacets({
  request,
  facets,
}: {
  request: SearchRequest;
  facets: readonly { value: string; count: number }[];
}) {
  const t = useT('searchResults');
  const { pathname } = useLocation();
  if (facets.length === 0) return null;
  const all = facets.reduce((sum, f) => sum + f.count, 0);
  const items: { type: SearchHitType | ''; title: string; count: number }[] = [
    { type: '', title: t('search.facet.all'), count: all },
    ...facets.map((f) => ({
      type: f.value as SearchHitType,
      title: t(`search.facet.${f.value as SearchHitType}`),
      count: f.count,
    })),
  ];
  return (
    <nav className="w-search__facets" aria-label={t('search.facet.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.type || 'all'}>
            <Link
              to={addressOf(pathname, request, { type: item.type })}
              aria-current={(request.type ?? '') === item.type ? 'page' : undefined}
            >
              {item.title} <span className="w-search__count">{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
