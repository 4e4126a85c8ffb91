import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { Broadcast } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { broadcastListData } from './data';
import type { BroadcastListParams } from './meta';

/** The broadcasts (programmes), in their order: picture, title linking to its page, type and episodes. */
export default function BroadcastList({ params }: WidgetProps<BroadcastListParams>) {
  const t = useT('content');
  const { lang } = useRuntime();
  const page = useListPage<BroadcastListParams, Broadcast>(params, broadcastListData);
  return (
    <ListFrame
      className="w-broadcastList"
      heading={params.title}
      label={t('broadcast.label')}
      page={page}
      count={params.count ?? PAGE_SIZE.broadcast}
      filter={params.filter !== false}
      empty={t('broadcast.empty')}
      item={(broadcast, index, Heading) => (
        <Card
          key={broadcast._id}
          to={href('app.broadcast.view', { id: broadcast._id })}
          title={pickText(broadcast.title, lang)}
          heading={Heading}
          picture={broadcast.images_anons[0]}
          eager={index < EAGER_CARDS}
        >
          <span className={`c-tag c-tag--${broadcast.type}`}>{t(`type.${broadcast.type}`)}</span>
          <p className="c-card__meta">{t('broadcast.episodeCount', { total: broadcast.items.length })}</p>
        </Card>
      )}
    />
  );
}
