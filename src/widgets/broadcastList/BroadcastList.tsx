import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { Broadcast } from '@core/schemas/content';
import { Card } from '../_kit/content/Card';
import { RatingShare } from '../_kit/engage/RatingShare';
import { listWidget } from '../_kit/list/listWidget';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { source } from './data';
import type { BroadcastListParams } from './meta';

/**
 * The broadcasts (programmes), in their order: picture, title linking to its page, type, episodes
 * and rating (spec §3: added on the client, RatingShare).
 */
export default listWidget<BroadcastListParams, Broadcast, 'kit.content'>({
  className: 'w-broadcastList',
  source,
  ns: ['kit.content'],
  section: href('app.broadcast.list'),
  label: 'broadcast.label',
  empty: 'broadcast.empty',
  item: (broadcast, { index, Heading, t, lang }) => {
    const title = pickText(broadcast.title, lang);
    return (
      <Card
        key={broadcast._id}
        to={href('app.broadcast.view', { id: broadcast._id })}
        title={title}
        heading={Heading}
        picture={broadcast.images_anons[0]}
        place={index}
        action={
          <AddToListButton compact entry={{ kind: 'broadcast', id: broadcast._id, title, picture: null }} />
        }
      >
        <span className={`c-tag c-tag--${broadcast.type}`}>{t(`type.${broadcast.type}`)}</span>
        <p className="c-card__meta">
          {t('broadcast.episodeCount', { total: broadcast.items.length })}
          <span aria-hidden="true"> · </span>
          <RatingShare db="broadcast" id={broadcast._id} />
        </p>
      </Card>
    );
  },
});
