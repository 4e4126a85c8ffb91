import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { News } from '@core/schemas/content';
import { Card } from '../_kit/content/Card';
import { tashkentDateTime } from '../_kit/content/dates';
import { listWidget } from '../_kit/list/listWidget';
import { source } from './data';
import type { NewsListParams } from './meta';

/** The news, newest first: picture, date (Tashkent), title linking to the article and its summary. */
export default listWidget<NewsListParams, News, 'kit.content'>({
  className: 'w-newsList',
  source,
  ns: ['kit.content'],
  section: href('app.news.list'),
  label: 'news.label',
  empty: 'news.empty',
  item: (news, { index, Heading, lang }) => {
    const summary = pickText(news.summary, lang);
    return (
      <Card
        key={news._id}
        to={href('app.news.view', { id: news._id })}
        title={pickText(news.title, lang)}
        heading={Heading}
        picture={news.picture}
        place={index}
      >
        <p className="c-card__meta">
          <time dateTime={news.date}>{tashkentDateTime(news.date)}</time>
        </p>
        {summary && <p className="c-card__text">{summary}</p>}
      </Card>
    );
  },
});
