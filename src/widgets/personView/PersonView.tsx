import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Person } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { isItemId } from '../_kit/content/ids';
import { type ListEntry, titleOf } from '../_kit/content/lookups';
import { PersonPage } from '../_kit/content/PersonPage';
import { useRecordView } from '../_kit/content/useRecordView';
import { ViewProblem, viewState } from '../_kit/content/view';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { personId, personViewData } from './data';
import type { PersonViewParams } from './meta';
import '../_kit/content/content.css';
import { AddToListButton } from '../_kit/mine/AddToListButton';

/** A person's page: photo, name, channel (linked), nation and what they say about themselves. */
export default function PersonView({ params }: WidgetProps<PersonViewParams>) {
  const t = useT('personView', 'kit.content');
  const id = personId(params, useLoadContext());
  if (!id || !isItemId(id)) {
    return (
      <ViewProblem
        state={viewState(id, null) as 'unspecified' | 'notFound'}
        notFound={t('person.notFound')}
        list={{ to: href('app.person.list'), label: t('person.all') }}
      />
    );
  }
  return <PersonDetails id={id} />;
}

function PersonDetails({ id }: { id: string }) {
  const t = useT('personView', 'kit.content');
  const { lang } = useRuntime();
  const [itemNeed, channelsNeed, nationsNeed] = personViewData(id, useLoadContext());
  const item = useNeed<Person>(itemNeed);
  const channels = useNeed<Channel[]>(channelsNeed);
  const nations = useNeed<ListEntry[]>(nationsNeed);
  const state = viewState(id, item);
  useRecordView('person', state === 'ready' && item.data ? id : null);
  if (state !== 'ready' || !item.data) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('person.notFound')}
        list={{ to: href('app.person.list'), label: t('person.all') }}
      />
    );
  }
  const person = item.data.data;
  const name = pickText(person.title, lang);
  return (
    <>
      <AddToListButton entry={{ kind: 'person', id: person._id, title: name, picture: null }} />
      <PersonPage
        title={name}
        photo={person.photo}
        about={pickText(person.detail.about, lang)}
        aboutLabel={t('person.about')}
        facts={[
          { term: t('fact.type'), value: t(`type.${person.type}`) },
          {
            term: t('fact.channel'),
            value: person.channel ? (
              <Link to={href('app.channel.view', { id: person.channel })}>
                {titleOf(channels.data?.data, person.channel, lang) || person.channel}
              </Link>
            ) : (
              ''
            ),
          },
          { term: t('fact.nation'), value: titleOf(nations.data?.data, person.detail.nation, lang) },
        ]}
      />
    </>
  );
}
