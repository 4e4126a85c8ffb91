import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { Person } from '@core/schemas/content';
import { Card } from '../_kit/content/Card';
import { listWidget } from '../_kit/list/listWidget';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { source } from './data';
import type { PersonListParams } from './meta';

/** The persons of spec §3 (guests, staff): photo, name linking to their page, TV or radio. */
export default listWidget<PersonListParams, Person, 'kit.content'>({
  className: 'w-personList',
  source,
  layout: 'portraits',
  ns: ['kit.content'],
  section: href('app.person.list'),
  label: 'person.label',
  empty: 'person.empty',
  item: (person, { index, Heading, t, lang }) => {
    const title = pickText(person.title, lang);
    return (
      <Card
        key={person._id}
        to={href('app.person.view', { id: person._id })}
        title={title}
        heading={Heading}
        picture={person.photo}
        shape="portrait"
        place={index}
        action={<AddToListButton compact entry={{ kind: 'person', id: person._id, title, picture: null }} />}
      >
        <span className={`c-tag c-tag--${person.type}`}>{t(`type.${person.type}`)}</span>
      </Card>
    );
  },
});
