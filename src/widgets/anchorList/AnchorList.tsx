import { type I18nText, pickText } from '@core/lang';
import { href } from '@core/routes';
import type { Anchor } from '@core/schemas/content';
import { Card } from '../_kit/content/Card';
import { listWidget } from '../_kit/list/listWidget';
import { source } from './data';
import type { AnchorListParams } from './meta';

/** The anchors (presenters): photo, name linking to their page, their broadcast and their likes. */
export default listWidget<AnchorListParams, Anchor, 'anchorList'>({
  className: 'w-anchorList',
  source,
  layout: 'portraits',
  ns: ['anchorList'],
  section: href('app.anchors.list'),
  label: 'anchor.label',
  empty: 'anchor.empty',
  item: (anchor, { index, Heading, t, lang, meta }) => {
    // The titles of the broadcasts the page's anchors host (`with=broadcast`).
    const broadcasts = (meta.broadcasts ?? {}) as Record<string, I18nText>;
    const broadcast = anchor.broadcast ? pickText(broadcasts[anchor.broadcast], lang) : '';
    return (
      <Card
        key={anchor._id}
        to={href('app.anchors.view', { id: anchor._id })}
        title={pickText(anchor.title, lang)}
        heading={Heading}
        picture={anchor.photo}
        shape="portrait"
        place={index}
      >
        {broadcast && <p className="c-card__meta">{broadcast}</p>}
        {anchor.likes > 0 && <p className="c-card__meta">{t('anchor.likes', { total: anchor.likes })}</p>}
      </Card>
    );
  },
});
