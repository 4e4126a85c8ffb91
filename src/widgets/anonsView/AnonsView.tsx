import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { AnonsSlide } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { useId } from 'react';
import { tashkentDateTime } from '../_kit/content/dates';
import { isItemId } from '../_kit/content/ids';
import { titleOf } from '../_kit/content/lookups';
import { Picture } from '../_kit/content/Picture';
import { ShareButton } from '../_kit/content/Share';
import { useRecordView } from '../_kit/content/useRecordView';
import { Facts, ViewProblem, viewState } from '../_kit/content/view';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { anonsId, anonsViewData } from './data';
import type { AnonsViewParams } from './meta';
import '../_kit/content/content.css';

const PICTURE_WIDTH = 960;
const PICTURE_HEIGHT = 540;

/** An announcement: its photo, title, when it airs (Tashkent), on which channel, and its broadcast. */
export default function AnonsView({ params }: WidgetProps<AnonsViewParams>) {
  const t = useT('anonsView', 'kit.content');
  const id = anonsId(params, useLoadContext());
  if (!id || !isItemId(id)) {
    return (
      <ViewProblem
        state={viewState(id, null) as 'unspecified' | 'notFound'}
        notFound={t('anons.notFound')}
        list={{ to: href('app.anons.list'), label: t('anons.all') }}
      />
    );
  }
  return <AnonsDetails id={id} />;
}

function AnonsDetails({ id }: { id: string }) {
  const t = useT('anonsView', 'kit.content');
  const { lang } = useRuntime();
  const headingId = useId();
  const [itemNeed, channelsNeed] = anonsViewData(id, useLoadContext());
  const item = useNeed<AnonsSlide>(itemNeed);
  const channels = useNeed<Channel[]>(channelsNeed);
  const state = viewState(id, item);
  useRecordView('anons', state === 'ready' && item.data ? id : null);
  if (state !== 'ready' || !item.data) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('anons.notFound')}
        list={{ to: href('app.anons.list'), label: t('anons.all') }}
      />
    );
  }

  const anons = item.data.data;
  const title = pickText(anons.title, lang);
  const description = pickText(anons.description, lang);
  return (
    <article className="c-view w-anonsView" aria-labelledby={headingId}>
      <h1 id={headingId} className="c-view__title">
        {title}
      </h1>
      <Picture
        picture={anons.photo}
        alt={title}
        width={PICTURE_WIDTH}
        height={PICTURE_HEIGHT}
        className="c-view__picture"
        lazy={false}
      />
      <Facts
        items={[
          {
            term: t('fact.airs'),
            value: <time dateTime={anons.datetime}>{tashkentDateTime(anons.datetime)}</time>,
          },
          {
            term: t('fact.channel'),
            value: anons.channel ? (
              <Link to={href('app.channel.view', { id: anons.channel })}>
                {titleOf(channels.data?.data, anons.channel, lang) || anons.channel}
              </Link>
            ) : (
              ''
            ),
          },
        ]}
      />
      {description && <p className="c-view__text">{description}</p>}
      <ul className="c-view__links">
        {anons.broadcast && (
          <li>
            <Link to={href('app.broadcast.view', { id: anons.broadcast })}>{t('anons.broadcast')}</Link>
          </li>
        )}
        <li>
          <Link to={href('app.anons.list')}>{t('anons.all')}</Link>
        </li>
      </ul>
      <ShareButton title={title} />
    </article>
  );
}
