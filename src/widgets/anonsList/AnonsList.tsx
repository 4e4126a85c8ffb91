import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { AnonsSlide } from '@core/schemas/content';
import { Card } from '../_kit/content/Card';
import { tashkentDateTime } from '../_kit/content/dates';
import { listWidget } from '../_kit/list/listWidget';
import { source } from './data';
import type { AnonsListParams } from './meta';

/** The announcements, newest first: photo, air date and time (Tashkent), title and description. */
export default listWidget<AnonsListParams, AnonsSlide, 'kit.content'>({
  className: 'w-anonsList',
  source,
  ns: ['kit.content'],
  section: href('app.anons.list'),
  label: 'anons.label',
  empty: 'anons.empty',
  item: (anons, { index, Heading, lang }) => {
    const description = pickText(anons.description, lang);
    return (
      <Card
        key={anons._id}
        to={href('app.anons.view', { id: anons._id })}
        title={pickText(anons.title, lang)}
        heading={Heading}
        picture={anons.photo}
        place={index}
      >
        <p className="c-card__meta">
          <time dateTime={anons.datetime}>{tashkentDateTime(anons.datetime)}</time>
        </p>
        {description && <p className="c-card__text">{description}</p>}
      </Card>
    );
  },
});
