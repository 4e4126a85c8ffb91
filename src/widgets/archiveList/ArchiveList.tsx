import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { formatDuration, isoDuration, tashkentDateTime } from '../_kit/content/dates';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { archiveListData } from './data';
import type { ArchiveListParams } from './meta';

/**
 * Recordings of the archive (video and audio on demand), newest first, a page at a time: poster,
 * title linking to the recording, air date (Tashkent) and length.
 */
export default function ArchiveList({ params }: WidgetProps<ArchiveListParams>) {
  const t = useT('content');
  const { lang } = useRuntime();
  const page = useListPage<ArchiveListParams, ArchiveItem>(params, archiveListData);
  return (
    <ListFrame
      className="w-archiveList"
      heading={params.title}
      label={t('archive.label')}
      page={page}
      count={params.count ?? PAGE_SIZE.archive}
      filter={params.filter !== false}
      empty={t('archive.empty')}
      item={(item, index, Heading) => (
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
      )}
    />
  );
}
