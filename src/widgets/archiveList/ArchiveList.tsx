import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { formatDuration, isoDuration, tashkentDateTime } from '../_kit/content/dates';
import { listWidget } from '../_kit/list/listWidget';
import { source } from './data';
import type { ArchiveListParams } from './meta';

/**
 * Recordings of the archive (video and audio on demand), newest first, a page at a time: poster,
 * title linking to the recording, air date (Tashkent) and length.
 */
export default listWidget<ArchiveListParams, ArchiveItem, 'kit.content'>({
  className: 'w-archiveList',
  source,
  ns: ['kit.content'],
  section: href('app.archive.list'),
  label: 'archive.label',
  empty: 'archive.empty',
  item: (item, { index, Heading, t, lang }) => (
    <Card
      key={item._id}
      to={href('app.archive.view', { id: item._id })}
      title={pickText(item.title, lang)}
      heading={Heading}
      picture={item.poster}
      eager={index < EAGER_CARDS}
    >
      <p className="c-card__meta">
        <time dateTime={item.date}>{tashkentDateTime(item.date)}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">{t('fact.duration')}: </span>
        <time dateTime={isoDuration(item.duration)}>{formatDuration(item.duration)}</time>
      </p>
      {item.type === 'radio' && <span className="c-tag">{t('type.radio')}</span>}
    </Card>
  ),
});
