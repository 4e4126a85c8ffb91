import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { AnonsSlide } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { tashkentDateTime } from '../_kit/content/dates';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { anonsListData } from './data';
import type { AnonsListParams } from './meta';

/** The announcements, newest first: photo, air date and time (Tashkent), title and description. */
export default function AnonsList({ params }: WidgetProps<AnonsListParams>) {
  const t = useT('content');
  const { lang } = useRuntime();
  const page = useListPage<AnonsListParams, AnonsSlide>(params, anonsListData);
  return (
    <ListFrame
      className="w-anonsList"
      heading={params.title}
      label={t('anons.label')}
      page={page}
      count={params.count ?? PAGE_SIZE.anons}
      filter={params.filter !== false}
      empty={t('anons.empty')}
      item={(anons, index, Heading) => {
        const description = pickText(anons.description, lang);
        return (
          <Card
            key={anons._id}
            to={href('app.anons.view', { id: anons._id })}
            title={pickText(anons.title, lang)}
            heading={Heading}
            picture={anons.photo}
            eager={index < EAGER_CARDS}
          >
            <p className="c-card__meta">
              <time dateTime={anons.datetime}>{tashkentDateTime(anons.datetime)}</time>
            </p>
            {description && <p className="c-card__text">{description}</p>}
          </Card>
        );
      }}
    />
  );
}
