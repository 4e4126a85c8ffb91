import { useT } from '@core/i18n/react';
import type { Counter, Liked } from '@core/schemas/content';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ItemTarget, itemTarget } from '../_kit/engage/target';
import { apiKey, httpStatus, useApi, useLoadContext, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { likeNeed } from './data';
import type { LikeButtonParams } from './meta';
import './likeButton.css';

/**
 * The like button (spec §1 "like items", §7 `/like/{db}/{id}.json`): a toggle showing the item's
 * likes, pressed once this visitor liked it. Pressing it likes the item (one like per voter: it
 * stays pressed; the server's 409 message is shown). The server's HTML is anonymous, so the
 * browser reads the count once more to learn whether this visitor liked it. Placed with
 * `fromRoute` on an item's page, or with an `id`; renders nothing without an item.
 */
export default function LikeButton({ params }: WidgetProps<LikeButtonParams>) {
  const target = itemTarget(params, useLoadContext());
  return target ? <Like key={`${target.db}/${target.id}`} target={target} /> : null;
}

function Like({ target }: { target: ItemTarget }) {
  const t = useT('likeButton');
  const tSend = useT('kit.send');
  const runtime = useRuntime();
  const client = useQueryClient();
  const need = likeNeed(target);
  const like = useApi<Counter>(need.path, need.query, { forVisitor: true, quiet: true });
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState('');

  const counter = like.data?.data;
  const mine = counter?.mine ?? false;

  const press = async () => {
    if (sending || !counter) return;
    if (mine) return setNote(t('like.already'));
    setSending(true);
    setNote('');
    try {
      const answer = await runtime.send<Liked>('POST', need.path, undefined, { quiet: true });
      // The like's answer is a list with count (spec §7): the item's counter is its one entry.
      const liked = answer.data.find((c) => c._id === target.id && c.db === target.db);
      client.setQueryData(apiKey(need.path, need.query), {
        data: liked ?? { ...counter, count: answer.meta.count, mine: true },
        meta: {},
      });
    } catch (error) {
      const status = httpStatus(error);
      const message = (error as { message?: unknown }).message;
      if (status === undefined) setNote(tSend('errors.network'));
      else setNote(typeof message === 'string' && message.trim() ? message : tSend('errors.failed'));
      // Liked already (another tab): the count and the pressed state follow the server.
      if (status === 409) void like.refetch();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="w-like">
      <button
        type="button"
        className="w-like__button"
        aria-pressed={mine}
        aria-disabled={!counter || undefined}
        data-sending={sending ? '' : undefined}
        onClick={() => void press()}
      >
        <svg
          className="w-like__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill={mine ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.7 3.7 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        <span>{t('like.action')}</span>
        {/* Just the action while nobody liked it (no "0"); the box keeps its room, so a first like moves nothing. */}
        <span className="w-like__count">{counter ? counter.count || '' : '–'}</span>
      </button>
      <span className="w-like__note" role="status">
        {note}
      </span>
    </div>
  );
}
