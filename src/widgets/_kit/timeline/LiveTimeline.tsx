import { useT } from '@core/i18n/react';
import type { Lang } from '@core/lang';
import type { Schedule } from '@core/schemas/entities';
import type HlsType from 'hls.js';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useRuntime } from '../../runtime';
import {
  clockTime,
  type DatedSpan,
  datedSpans,
  fromStartTarget,
  positionAt,
  scheduleStarts,
  startsWithin,
  windowDates,
  windowDays,
} from './from-start';
import './timeline.css';

export interface LiveTimelineProps {
  hls: HlsType;
  media: HTMLMediaElement;
  channel: string;
  lang: Lang;
}

const SCHEDULE_READ = { quiet: true, retry: false, staleTime: 5 * 60_000 } as const;

/**
 * The live stream's timeline on the wall clock (issue 25): the rewind window from its first
 * segment's Tashkent time to the live edge's, a mark where each programme of the schedule starts
 * inside it (a button: its time and title are its name and tooltip, Enter plays from there; the
 * marks are one toolbar, arrows move between them), the playing position's time, and "from the
 * start", which plays the programme on air at the playing position from its beginning. It is
 * offered only when that beginning is inside the window (docs/decisions/015-live-player.md; ./from-start.ts).
 *
 * The window and its dates are the playlist's (EXT-X-PROGRAM-DATE-TIME, through hls.js); the
 * starts are the schedule's, of each Tashkent day the window covers.
 */
export default function LiveTimeline({ hls, media, channel, lang }: LiveTimelineProps) {
  const t = useT('kit.timeline');
  const { product } = useRuntime();
  const [spans, setSpans] = useState<DatedSpan[]>([]);
  const [playing, setPlaying] = useState<number | null>(null);

  useEffect(() => {
    let details: unknown = null;
    const update = () => {
      const latest = hls.latestLevelDetails;
      if (latest && latest !== details) {
        details = latest;
        setSpans(datedSpans(latest.fragments));
      }
      // To the second: the row shows minutes, so it renders once a second, not on every event.
      const date = hls.playingDate?.getTime();
      setPlaying(date === undefined ? null : Math.floor(date / 1000) * 1000);
    };
    update();
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    for (const e of events) media.addEventListener(e, update);
    return () => {
      for (const e of events) media.removeEventListener(e, update);
    };
  }, [hls, media]);

  const bounds = windowDates(spans);
  const days = bounds ? windowDays(bounds.from, bounds.to) : [];
  const path = (date: string | undefined) =>
    date ? `${product}/schedule/${encodeURIComponent(channel)}/${date}.json` : null;
  const first = useApi<Schedule>(path(days[0]), {}, SCHEDULE_READ);
  const second = useApi<Schedule>(path(days[1]), {}, SCHEDULE_READ);
  const firstDay = first.data?.data;
  const secondDay = days[1] ? second.data?.data : undefined;
  const starts = useMemo(() => scheduleStarts([firstDay, secondDay], lang), [firstDay, secondDay, lang]);

  const marks = bounds ? startsWithin(starts, bounds.from, bounds.to) : [];
  const target = playing !== null ? fromStartTarget(spans, starts, playing) : null;
  const [focused, setFocused] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  if (!bounds) return null;
  const span = bounds.to - bounds.from;
  const percent = (at: number) => `${Math.min(100, Math.max(0, ((at - bounds.from) / span) * 100))}%`;
  const seek = (position: number | null) => {
    if (position === null) return;
    media.currentTime = position;
    if (media.paused) void media.play().catch(() => {});
  };
  const current = Math.min(focused, Math.max(0, marks.length - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: marks.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || marks.length === 0) return;
    event.preventDefault();
    const index = Math.min(marks.length - 1, Math.max(0, next));
    setFocused(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('.p-timeline__tick')[index]?.focus();
  };

  return (
    <div className="p-timeline">
      {target ? (
        <button
          type="button"
          className="p-timeline__from-start"
          aria-label={t('fromStart.named', { title: target.programme.title, time: target.programme.time })}
          title={t('fromStart.named', { title: target.programme.title, time: target.programme.time })}
          onClick={() => seek(target.position)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 2v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path d="M13 3 6 8l7 5z" fill="currentColor" />
          </svg>
          <span>{t('fromStart.label')}</span>
        </button>
      ) : null}
      <div className="p-timeline__scale">
        <div className="p-timeline__rail" aria-hidden="true">
          {playing !== null ? (
            <div className="p-timeline__played" style={{ width: percent(playing) }} />
          ) : null}
        </div>
        {marks.length > 0 ? (
          <div
            ref={toolbar}
            className="p-timeline__marks"
            role="toolbar"
            aria-label={t('timeline.label')}
            onKeyDown={onKeyDown}
          >
            {marks.map((mark, index) => {
              const name = t('timeline.mark', { time: mark.time, title: mark.title });
              return (
                <button
                  key={mark.at}
                  type="button"
                  className="p-timeline__tick"
                  style={{ left: percent(mark.at) }}
                  tabIndex={index === current ? 0 : -1}
                  aria-label={name}
                  title={name}
                  data-at={new Date(mark.at).toISOString()}
                  onFocus={() => setFocused(index)}
                  onClick={() => seek(positionAt(spans, mark.at))}
                />
              );
            })}
          </div>
        ) : null}
        <span className="p-timeline__edge p-timeline__edge--from">{clockTime(bounds.from)}</span>
        <span className="p-timeline__edge p-timeline__edge--to">{clockTime(bounds.to)}</span>
      </div>
      {playing !== null ? (
        <p className="p-timeline__now">
          <span className="visually-hidden">{t('timeline.playing')} </span>
          <time dateTime={new Date(playing).toISOString()}>{clockTime(playing)}</time>
        </p>
      ) : null}
    </div>
  );
}
