import { pickText } from '@core/lang';
import { href } from '@core/routes';
import type { PollSummary } from '@core/schemas/content';
import { Fragment } from 'react';
import { Card } from '../_kit/content/Card';
import { tashkentDate } from '../_kit/content/dates';
import { listWidget } from '../_kit/list/listWidget';
import { source } from './data';
import type { PollListParams } from './meta';
import './pollList.css';

/**
 * The polls (spec §2 `poll/`), newest first, one row each: the question linking to the poll's own
 * page (where it is answered, or its result read), its date (Tashkent), its kind, its options and
 * ballots, and whether it is still open. Rows are text only and keep the placeholders' height.
 */
export default listWidget<PollListParams, PollSummary, 'pollList' | 'kit.engage'>({
  className: 'w-pollList',
  source,
  layout: 'rows',
  ns: ['pollList', 'kit.engage'],
  section: href('app.poll.list'),
  label: 'pollList.label',
  empty: 'pollList.empty',
  item: (poll, { Heading, t, lang }) => {
    const facts = [
      <time key="date" dateTime={poll.date}>
        {tashkentDate(poll.date)}
      </time>,
      t(poll.type === 'checkbox' ? 'pollList.multiple' : 'pollList.single'),
      t('pollList.answers', { count: poll.answer_count }),
      t('poll.votes', { count: poll.votes }),
    ];
    return (
      <Card
        key={poll._id}
        to={href('app.poll.view', { id: poll._id })}
        title={pickText(poll.title, lang)}
        heading={Heading}
        noPicture
      >
        <p className="c-card__meta w-pollList__facts">
          {facts.map((fact, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; its order is its identity
            <Fragment key={i}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              {fact}
            </Fragment>
          ))}
        </p>
        <p className={`w-pollList__status w-pollList__status--${poll.is_closed ? 'closed' : 'open'}`}>
          {t(poll.is_closed ? 'pollList.closed' : 'pollList.open')}
        </p>
      </Card>
    );
  },
});
