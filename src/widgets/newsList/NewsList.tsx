import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { News } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { tashkentDateTime } from '../_kit/content/dates';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { newsListData } from './data';
import type { NewsListParams } from './meta';

/** The news, newest first: picture, date (Tashkent), title linking to the article and its summary. */
export default function NewsList({ params }: WidgetProps<NewsListParams>) {
  const t = useT('content');
  const { lang } = useRuntime();
  const page = useListPage<NewsListParams, News>(params, newsListData);
  return (
    <ListFrame
      className="w-newsList"
      heading={params.title}
      label={t('news.label')}
      page={page}
      count={params.count ?? PAGE_SIZE.news}
      filter={params.filter !== false}
      empty={t('news.empty')}
      item={(news, index, Heading) => {
        const summary = pickText(news.summary, lang);
        return (
          <Card
            key={news._id}
            to={href('app.news.view', { id: news._id })}
            title={pickText(news.title, lang)}
            heading={Heading}
            picture={news.picture}
            eager={index < EAGER_CARDS}
          >
            <p className="c-card__meta">
              <time dateTime={news.date}>{tashkentDateTime(news.date)}</time>
            </p>
            {summary && <p className="c-card__text">{summary}</p>}
          </Card>
        );
      }}
    />
  );
}
