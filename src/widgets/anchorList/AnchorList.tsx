import { useT } from '@core/i18n/react';
import { type I18nText, pickText } from '@core/lang';
import { href } from '@core/routes';
import type { Anchor } from '@core/schemas/content';
import { Card, EAGER_CARDS } from '../_kit/content/Card';
import { ListFrame } from '../_kit/list/ListFrame';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { useListPage } from '../_kit/list/useListPage';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { anchorListData } from './data';
import type { AnchorListParams } from './meta';

/** The titles of the broadcasts the page's anchors host (`with=broadcast`). */
type BroadcastTitles = { broadcasts?: Record<string, I18nText> };

/** The anchors (presenters): photo, name linking to their page, their broadcast and their likes. */
export default function AnchorList({ params }: WidgetProps<AnchorListParams>) {
  const t = useT('content');
  const { lang } = useRuntime();
  const page = useListPage<AnchorListParams, Anchor>(params, anchorListData);
  const broadcasts = (page.list.data?.meta as BroadcastTitles | undefined)?.broadcasts ?? {};
  return (
    <ListFrame
      className="w-anchorList"
      heading={params.title}
      label={t('anchor.label')}
      page={page}
      count={params.count ?? PAGE_SIZE.anchors}
      layout="portraits"
      filter={params.filter !== false}
      empty={t('anchor.empty')}
      item={(anchor, index, Heading) => {
        const broadcast = anchor.broadcast ? pickText(broadcasts[anchor.broadcast], lang) : '';
        return (
          <Card
            key={anchor._id}
            to={href('app.anchors.view', { id: anchor._id })}
            title={pickText(anchor.title, lang)}
            heading={Heading}
            picture={anchor.photo}
            shape="portrait"
            eager={index < EAGER_CARDS}
          >
            {broadcast && <p className="c-card__meta">{broadcast}</p>}
            <p className="c-card__meta">{t('anchor.likes', { total: anchor.likes })}</p>
          </Card>
        );
      }}
    />
  );
}
