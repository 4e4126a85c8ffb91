import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { minePath } from '@core/personal';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { lazy, Suspense } from 'react';
import { clockOf } from '../_kit/mine/clock';
import {
  clearHistory,
  continueItems,
  hideProgress,
  historySettings,
  type MineState,
  removeHistory,
  toggleList,
  useMine,
} from '../_kit/mine/store';
import { useRuntime } from '../runtime';
import { loadPartTexts } from '../texts';
import type { WidgetProps } from '../types';
import type { MyEfirParams } from './meta';
import '../_kit/mine/mine.css';

/** My data (export, delete): its own chunk with its texts, so the home page's rows carry neither. */
const MyData = lazy(() =>
  Promise.all([import('../_kit/mine/MyData'), loadPartTexts('_kit/mine/MyData')]).then(([m]) => m),
);

const ROW_COUNT = 6;
const PAGES = {
  list: 'app.myefir.list',
  continue: 'app.myefir.continue',
  history: 'app.myefir.history',
} as const;

/**
 * "My Efir" (issue 28): my list, continue watching, history, and my data (export, delete), filled
 * from the device or the account. Loaded by `MyEfir` once the page has hydrated; as a row (the home
 * page, below the fold) it renders nothing until it has something to show.
 */
export default function MyEfirBody({ params }: WidgetProps<MyEfirParams>) {
  const mine = useMine();
  const { lang } = useRuntime();
  const t = useT('myEfir');
  if (params.part === 'data')
    return (
      <Suspense fallback={<div className="w-myEfir w-myEfir--waiting" />}>
        <MyData />
      </Suspense>
    );
  const items = entries(params.part, mine);
  if (params.row) {
    if (!mine.ready || items.length === 0) return null;
    const title = params.title ? pickText(params.title, lang) : t(`rows.${params.part}`);
    return (
      <section className="w-myEfir w-myEfir--row" aria-label={title || undefined}>
        {title && <h2 className="w-myEfir__title">{title}</h2>}
        <ul className="w-myEfir__items">{items.slice(0, ROW_COUNT).map((item) => item.node)}</ul>
        <Link className="w-myEfir__all" to={href(PAGES[params.part])}>
          {t('all')}
        </Link>
      </section>
    );
  }
  return (
    // Until the device's or the account's data is known (after hydration), an empty box of a
    // list's height: the server never renders personal data (as SignedIn's waiting box).
    <div className={mine.ready ? 'w-myEfir' : 'w-myEfir w-myEfir--waiting'}>
      {params.part === 'history' && mine.ready && <HistoryControls mine={mine} />}
      {mine.ready &&
        (items.length > 0 ? (
          <ul className="w-myEfir__items">{items.map((item) => item.node)}</ul>
        ) : (
          <p className="w-myEfir__empty">{t(`empty.${params.part}`)}</p>
        ))}
      {mine.ready && mine.where === 'device' && <p className="w-myEfir__note">{t('device')}</p>}
    </div>
  );
}

function entries(part: 'list' | 'continue' | 'history', mine: MineState) {
  if (part === 'list')
    return mine.list.map((e) => ({
      node: (
        <Item
          key={`${e.kind}/${e.id}`}
          to={`/uz/${minePath(e.kind, e.id)}`}
          title={e.title}
          kind={e.kind}
          onRemove={() => toggleList(e)}
        />
      ),
    }));
  if (part === 'continue')
    return continueItems(mine).map((p) => ({
      node: (
        <Item
          key={p.id}
          to={`/uz/${minePath('archive', p.id)}`}
          title={p.title}
          kind="archive"
          progress={{ position: p.position, duration: p.duration }}
          onRemove={() => hideProgress(p.id)}
        />
      ),
    }));
  return mine.history.map((h) => ({
    node: (
      <Item
        key={`${h.kind}/${h.id}`}
        to={`/uz/${minePath(h.kind, h.id)}`}
        title={h.title}
        kind={h.kind}
        live={h.kind === 'channel'}
        onRemove={() => removeHistory(h.kind, h.id)}
      />
    ),
  }));
}

function Item({
  to,
  title,
  kind,
  live = false,
  progress,
  onRemove,
}: {
  to: string;
  title: string;
  kind: 'channel' | 'broadcast' | 'archive' | 'person';
  /** A live channel watched or listened to (history): said so instead of "Channel". */
  live?: boolean;
  progress?: { position: number; duration: number };
  onRemove: () => void;
}) {
  const t = useT('myEfir');
  const label = progress
    ? t('progress', { position: clockOf(progress.position), duration: clockOf(progress.duration) })
    : '';
  return (
    <li className="w-myEfir__item">
      <Link className="w-myEfir__link" to={to}>
        <span className="w-myEfir__kind">{live ? t('history.channelLive') : t(`kinds.${kind}`)}</span>
        <span className="w-myEfir__name">{title}</span>
      </Link>
      {progress && (
        <span className="w-myEfir__progress">
          <progress max={progress.duration} value={progress.position} aria-label={`${title}: ${label}`} />
          <span>{label}</span>
        </span>
      )}
      <button
        type="button"
        className="w-myEfir__remove"
        aria-label={t('remove', { title })}
        onClick={onRemove}
      />
    </li>
  );
}

function HistoryControls({ mine }: { mine: MineState }) {
  const t = useT('myEfir');
  if (mine.historyConsent !== true)
    return (
      <div className="w-myEfir__controls">
        <p>{t('history.off')}</p>
        <button
          type="button"
          className="k-mine__action"
          onClick={() => historySettings({ historyConsent: true })}
        >
          {t('history.turnOn')}
        </button>
      </div>
    );
  return (
    <div className="w-myEfir__controls">
      <label className="w-myEfir__check">
        <input
          type="checkbox"
          checked={mine.historyPaused}
          onChange={(e) => historySettings({ historyPaused: e.currentTarget.checked })}
        />
        {t('history.paused')}
      </label>
      {mine.historyPaused && <p>{t('history.pausedNote')}</p>}
      <button
        type="button"
        className="k-mine__action"
        disabled={mine.history.length === 0}
        onClick={() => clearHistory()}
      >
        {t('history.clear')}
      </button>
    </div>
  );
}
