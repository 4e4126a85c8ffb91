import type { AnonsSlide } from '../../schemas/content';
import { useT } from '../../src/shared/i18n/react';
import { pickText } from '../../src/shared/lang';
import { href } from '../../src/shared/routes';
import { Card, EAGER_CARDS } from '../_content/Card';
import { tashkentDateTime } from '../_content/dates';
import { ListFrame } from '../_list/ListFrame';
import { PAGE_SIZE } from '../_list/sizes';
import { useListPage } from '../_list/useListPage';
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
