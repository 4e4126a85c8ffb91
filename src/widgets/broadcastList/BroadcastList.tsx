import type { Broadcast } from '../../schemas/content';
import { useT } from '../../src/shared/i18n/react';
import { pickText } from '../../src/shared/lang';
import { href } from '../../src/shared/routes';
import { Card, EAGER_CARDS } from '../_content/Card';
import { ListFrame } from '../_list/ListFrame';
import { PAGE_SIZE } from '../_list/sizes';
import { useListPage } from '../_list/useListPage';
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
