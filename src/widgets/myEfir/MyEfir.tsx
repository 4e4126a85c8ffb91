import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { minePath } from '@core/schemas/personal';
import { type FormEvent, useState } from 'react';
import { clockOf } from '../_kit/mine/Recording';
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
import { httpStatus, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { MyEfirParams } from './meta';
import './myEfir.css';

const ROW_COUNT = 6;
const PAGES = {
  list: 'app.myefir.list',
  continue: 'app.myefir.continue',
  history: 'app.myefir.history',
} as const;

/**
 * "My Efir" (issue 28): my list, continue watching, history, and my data (export, delete). The
 * pages are anonymous and cached, so the server renders an empty box and the browser fills it
 * from the device or the account after hydration. As a row (the home page, below the fold) it
 * renders nothing until it has something to show.
 */
export default function MyEfir({ params }: WidgetProps<MyEfirParams>) {
  const mine = useMine();
  const { lang } = useRuntime();
  const t = useT('myEfir', 'kit.mine');
  if (params.part === 'data') return <MyData />;
  const items = entries(params.part, mine);
  if (params.row) {
    if (!mine.ready || items.length === 0) return null;
    const title = params.title ? pickText(params.title, lang) : '';
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
    <div className="w-myEfir" aria-busy={!mine.ready || undefined}>
      {params.part === 'history' && mine.ready && <HistoryControls mine={mine} />}
      {mine.ready &&
        (items.length > 0 ? (
          <ul className="w-myEfir__items">{items.map((item) => item.node)}</ul>
        ) : (
          <p className="w-myEfir__empty">{t(`empty.${params.part}`)}</p>
        ))}
      {mine.ready && mine.where === 'device' && <p className="w-myEfir__note">{t('data.device')}</p>}
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
        onRemove={() => removeHistory(h.kind, h.id)}
      />
    ),
  }));
}

function Item({
  to,
  title,
  kind,
  progress,
  onRemove,
}: {
  to: string;
  title: string;
  kind: 'channel' | 'broadcast' | 'archive' | 'person';
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
        <span className="w-myEfir__kind">{t(`kinds.${kind}`)}</span>
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
          className="w-myEfir__button"
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
        className="w-myEfir__button"
        disabled={mine.history.length === 0}
        onClick={() => clearHistory()}
      >
        {t('history.clear')}
      </button>
    </div>
  );
}

/** Download everything the portal holds about me (JSON); delete my account and personal data. */
function MyData() {
  const t = useT('myEfir', 'kit.send');
  const runtime = useRuntime();
  const session = useSession();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (session.status !== 'known') return <div className="w-myEfir" aria-busy="true" />;
  if (!session.user) return <p className="w-myEfir__note">{t('data.signedOut')}</p>;

  const download = async () => {
    const answer = await runtime.getJson<unknown>('my/export.json');
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `efir-${session.user?.username ?? 'me'}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await runtime.send<{ message: string }>(
        'DELETE',
        'my/account.json',
        { confirm },
        { quiet: true },
      );
      runtime.toast(answer.message, 'success');
      await session.signOut().catch(() => {});
    } catch (err) {
      const message = (err as { message?: unknown }).message;
      setError(httpStatus(err) && typeof message === 'string' ? message : t('errors.failed'));
      setBusy(false);
    }
  };
  return (
    <div className="w-myEfir w-myEfir--data">
      <section>
        <p>{t('data.exportNote')}</p>
        <button type="button" className="w-myEfir__button" onClick={() => void download()}>
          {t('data.export')}
        </button>
      </section>
      <form className="w-myEfir__delete" onSubmit={(e) => void remove(e)}>
        <p>{t('data.deleteNote')}</p>
        <label className="w-myEfir__field">
          {t('data.confirm')}
          <input
            name="confirm"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'my-data-error' : undefined}
          />
        </label>
        <p id="my-data-error" className="w-myEfir__error" role="alert">
          {error}
        </p>
        <button
          type="submit"
          className="w-myEfir__button w-myEfir__button--danger"
          disabled={busy || !confirm}
        >
          {t('data.delete')}
        </button>
      </form>
    </div>
  );
}
