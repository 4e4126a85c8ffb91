import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { Person } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { personListData } from './data';
import type { PersonListParams } from './meta';

/** The persons of spec §3 (guests, staff): photo, name linking to their page, TV or radio. */
export default function PersonList({ params }: WidgetProps<PersonListParams>) {
  const t = useT('content');
  const { lang } = useRuntime();
  const page = useListPage<PersonListParams, Person>(params, personListData);
  return (
    <ListFrame
      className="w-personList"
      heading={params.title}
      label={t('person.label')}
      page={page}
      count={params.count ?? PAGE_SIZE.person}
      layout="portraits"
      filter={params.filter !== false}
      empty={t('person.empty')}
      item={(person, index, Heading) => (
        <Card
          key={person._id}
          to={href('app.person.view', { id: person._id })}
          title={pickText(person.title, lang)}
          heading={Heading}
          picture={person.photo}
          shape="portrait"
          eager={index < EAGER_CARDS}
        >
          <span className={`c-tag c-tag--${person.type}`}>{t(`type.${person.type}`)}</span>
        </Card>
      )}
    />
  );
}
