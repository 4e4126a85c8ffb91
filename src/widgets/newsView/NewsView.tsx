import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { News } from '@core/schemas/content';
import { useId, useMemo } from 'react';
import { Card } from '../_kit/content/Card';
import { tashkentDateTime } from '../_kit/content/dates';
import { isItemId } from '../_kit/content/ids';
import { Picture } from '../_kit/content/Picture';
import { Related } from '../_kit/content/Related';
import { ShareButton } from '../_kit/content/Share';
import { useRecordView } from '../_kit/content/useRecordView';
import { ViewProblem, viewState } from '../_kit/content/view';
import { sanitizeHtml } from '../_kit/text/sanitize';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { newsId, newsViewData, relatedNewsData } from './data';
import type { NewsViewParams } from './meta';
import '../_kit/content/content.css';
import '../_kit/text/text.css';

const PICTURE_WIDTH = 960;
const PICTURE_HEIGHT = 540;

/**
 * A news article: title, date (Tashkent), picture, summary, its body (sanitised HTML) and the share
 * action; under it a few related news (its category's, else its channel's) with a "see all" link.
 */
export default function NewsView({ params }: WidgetProps<NewsViewParams>) {
  const t = useT('newsView', 'kit.content');
  const id = newsId(params, useLoadContext());
  if (!id || !isItemId(id)) {
    return (
      <ViewProblem
        state={viewState(id, null) as 'unspecified' | 'notFound'}
        notFound={t('news.notFound')}
        list={{ to: href('app.news.list'), label: t('news.all') }}
      />
    );
  }
  return <NewsArticle id={id} />;
}

function NewsArticle({ id }: { id: string }) {
  const t = useT('newsView', 'kit.content');
  const { lang } = useRuntime();
  const headingId = useId();
  const item = useNeed<News>(newsViewData(id));
  const news = item.data?.data;
  const body = pickText(news?.body, lang);
  const summary = pickText(news?.summary, lang);
  // Rich text is sanitised wherever it is shown (design §7), on the server as in the browser; a
  // body whose first paragraph is the lead (pasted in by the newsroom) does not show it twice.
  const clean = useMemo(() => (body ? sanitizeHtml(body, { lead: summary }) : ''), [body, summary]);
  const state = viewState(id, item);
  useRecordView('news', state === 'ready' && news ? id : null);
  if (state !== 'ready' || !news) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('news.notFound')}
        list={{ to: href('app.news.list'), label: t('news.all') }}
      />
    );
  }

  const title = pickText(news.title, lang);
  return (
    <>
      <article className="c-view w-newsView" aria-labelledby={headingId}>
        <h1 id={headingId} className="c-view__title">
          {title}
        </h1>
        <p className="c-view__status">
          <time dateTime={news.date}>{tashkentDateTime(news.date)}</time>
        </p>
        <Picture
          picture={news.picture}
          alt={title}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          className="c-view__picture"
          lazy={false}
        />
        {summary && <p className="c-view__lead">{summary}</p>}
        {clean && (
          <div
            className="w-text w-text--html w-newsView__body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (DOMPurify plus our rules)
            dangerouslySetInnerHTML={{ __html: clean }}
          />
        )}
        <ShareButton title={title} />
      </article>
      <Related<News>
        need={relatedNewsData(id)}
        self={id}
        heading={t('related.news')}
        more={`${href('app.news.list')}${news.category ? `?category=${news.category}` : ''}`}
        item={(other) => (
          <Card
            key={other._id}
            to={href('app.news.view', { id: other._id })}
            title={pickText(other.title, lang)}
            heading="h3"
            picture={other.picture}
          >
            <p className="c-card__meta">
              <time dateTime={other.date}>{tashkentDateTime(other.date)}</time>
            </p>
          </Card>
        )}
      />
    </>
  );
}
