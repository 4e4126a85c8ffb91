import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { TimedEntry } from '@core/onair';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule, ScheduleItem } from '@core/schemas/entities';
import { type BroadcastClock, formatHHmm, MINUTES_PER_DAY } from '@core/time';
import {
  type CSSProperties,
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { dayState } from '../_kit/schedule/day';
import { type DataNeed, useHydrated, useNeed, useRuntime } from '../runtime';
import { windowOf } from './data';
import { blockVars, HOURS, isSliver, nowVars } from './grid';
import { type OpenProgramme, ProgrammeDialog } from './ProgrammeDialog';
import { DateNav } from './ScheduleControls';

/** The blocks' links and buttons a sliver wide beside the channel column are hidden (grid.ts). */
const SLIVER = 'w-grid__sliver';

/**
 * Hides the grid's targets cut to a sliver by the sticky channel column (grid.ts `isSliver`), and
 * shows them again once scrolled out of it: read after every draw, and on every scroll in the
 * frame after it. All the places are read first, then the classes changed: a change between two
 * reads would make the next read style the document again, once a target (the grid has hundreds).
 * No layout is changed by it: a hidden target keeps its box.
 */
function useSliverGuard(scroller: RefObject<HTMLDivElement | null>, drawn: readonly unknown[]) {
  // `drawn`: what the grid drew from (its date, answer, buttons); each new drawing is read again.
  useLayoutEffect(() => {
    const box = scroller.current;
    const channel = box?.querySelector('.w-grid__channel a');
    if (!box || !channel) return;
    // The drawing's targets, found once per drawing; only their places are read per scroll.
    const targets = box.querySelectorAll<HTMLElement>('.w-grid__line a, .w-grid__line button');
    const check = () => {
      const column = channel.getBoundingClientRect();
      const changed: HTMLElement[] = [];
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        if (isSliver(r.left, r.right, column.left, column.right) !== el.classList.contains(SLIVER))
          changed.push(el);
      }
      for (const el of changed) el.classList.toggle(SLIVER);
    };
    check();
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          check();
        });
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [scroller, ...drawn]);
}

/**
 * Every channel's day as a grid (issue 24, decision 029): a row a channel (its logo or monogram
 * and name, sticky at the start), the day's hours across, each programme a block as long as it
 * runs, with its start–end, its link to the broadcast's page, a «live» or catch-up mark and a
 * button for its details. Today has a now-line; the grid opens scrolled to the current time.
 * The server's page carries only the window of the day the grid opens at (`gridPart`); hydration
 * draws that same window from the same embedded answer, and the whole days, read then, add the
 * other blocks where their minutes place them.
 * A whole day of every channel is a thousand blocks, and drawing them cost a phone a second of
 * one task (style, layout and paint of the whole grid, however they are split: decision 018). The
 * server's window fills the grid's first screen, so the whole days are read at once but drawn only
 * when the visitor moves into the grid (a swipe, the wheel, a press, the keyboard's focus) or when
 * the screen shows more of the day than the window; then in a transition, to memoised rows.
 */
export function AllSchedules(props: {
  day: DataNeed;
  channels: DataNeed;
  date: string;
  clock: BroadcastClock;
}) {
  const { date, clock } = props;
  const t = useT('schedule', 'kit.channel', 'kit.schedule');
  const schedules = useNeed<Schedule[]>(props.day);
  const channels = useNeed<Channel[], ListMeta>(props.channels);
  const [open, setOpen] = useState<OpenProgramme | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // The embedded window of the date the page opened on, held until the whole days are wanted (see
  // above); another date chosen in the page is drawn whole.
  const [held] = useState(() => ({ date, answer: windowOf(schedules.data) ? schedules.data : undefined }));
  const [wanted, setWanted] = useState(false);
  const holding = !wanted && held.date === date && held.answer !== undefined;
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  const days = useDeferredValue(holding ? held.answer : schedules.data);
  const byChannel = new Map((days?.data ?? []).map((s) => [s.channel, s]));
  const shown = (channels.data?.data ?? []).filter((c) => byChannel.has(c._id));
  const isToday = date === clock.date;
  // The window the answer drawn was cut to (the server's render and hydration), else the day.
  const cut = windowOf(days);
  // The details buttons open a dialog: script only, so the server's page has none (hundreds of
  // blocks); the marks row keeps their height and the button comes at its end (nothing moves),
  // drawn in the background (`useHydrated` turns true in a deferred render).
  const details = useHydrated();
  const minute = Math.floor(clock.seconds / 60);

  // Opened on a date (and on every other date chosen): scrolled so the current time of day shows,
  // an hour of what came before it in view. A scroll, not a layout change: nothing shifts.
  const hasRows = shown.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once a date, not at every minute
  useLayoutEffect(() => {
    const box = scroller.current;
    const mark = box?.querySelector<HTMLElement>('.w-grid__mark');
    const column = box?.querySelector<HTMLElement>('.w-grid__corner');
    if (!box || !mark || !column) return;
    // Where the mark is drawn, from the grid's start (it is translated to its minute: schedule.css).
    const inner = mark.offsetParent ?? box;
    const at = mark.getBoundingClientRect().left - inner.getBoundingClientRect().left;
    box.scrollLeft = Math.max(0, at - column.offsetWidth - box.clientWidth / 6);
    // A screen wider than the window shows more of the day: the whole days at once.
    const perMinute = (box.scrollWidth - column.offsetWidth) / MINUTES_PER_DAY;
    const from = box.scrollLeft / perMinute;
    const to = (box.scrollLeft + box.clientWidth - column.offsetWidth) / perMinute;
    if (cut && (from < cut.from || to > cut.to)) want();
  }, [date, hasRows]);
  // After the opening scroll (effects run in order), and after every draw of other blocks.
  useSliverGuard(scroller, [date, hasRows, days, details]);

  return (
    <section
      className="w-schedule w-schedule--all"
      aria-label={t('schedule.label')}
      // Busy from the moment the whole days are wanted until they are drawn.
      aria-busy={schedules.isPending || channels.isPending || (wanted && cut !== null)}
    >
      <div className="w-schedule__controls">
        <DateNav date={date} today={clock.date} />
      </div>
      {(schedules.isError || channels.isError) && (
        <p className="w-schedule__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {schedules.isSuccess && channels.isSuccess && shown.length === 0 && (
        <p className="w-schedule__message">{t('schedule.empty')}</p>
      )}
      {hasRows && (
        // A past date: every block has ended, said once for the grid, not on each block.
        // The visitor moving into the grid wants the rest of the day (see above): the handlers only
        // observe, the grid's own links and buttons are what a visitor operates.
        // biome-ignore lint/a11y/noStaticElementInteractions: listeners, not a control
        <div
          className={date < clock.date ? 'w-grid w-grid--past' : 'w-grid'}
          ref={scroller}
          onPointerDown={holding ? want : undefined}
          onWheel={holding ? want : undefined}
          onTouchStart={holding ? want : undefined}
          onFocus={holding ? want : undefined}
        >
          <div className="w-grid__inner">
            <div className="w-grid__ruler" aria-hidden="true">
              <span className="w-grid__corner" />
              <ol className="w-grid__hours">
                {HOURS.map((h) => (
                  <li key={h} style={{ '--s': h * 60 } as CSSProperties}>
                    {formatHHmm(h * 60)}
                  </li>
                ))}
              </ol>
            </div>
            {/* Where the grid opens: now on today, the same time of day on another date. */}
            <span
              className={isToday ? 'w-grid__mark w-grid__now' : 'w-grid__mark'}
              style={nowVars(clock.seconds) as CSSProperties}
              aria-hidden="true"
            >
              {isToday && <span className="w-grid__now-time">{formatHHmm(minute)}</span>}
            </span>
            <ul className="w-grid__rows">
              {shown.map((channel) => (
                <GridRow
                  key={channel._id}
                  channel={channel}
                  items={byChannel.get(channel._id)?.items}
                  date={date}
                  isToday={isToday}
                  minute={minute}
                  cutTo={cut?.to ?? null}
                  details={details}
                  onOpen={setOpen}
                />
              ))}
            </ul>
          </div>
        </div>
      )}
      <ProgrammeDialog open={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** A channel's row: its name and logo, and its day's blocks (up to `cutTo` in a window). */
const GridRow = memo(function GridRow({
  channel,
  items,
  date,
  isToday,
  minute,
  cutTo,
  details,
  onOpen,
}: {
  channel: Channel;
  items: ScheduleItem[] | undefined;
  date: string;
  isToday: boolean;
  /** The minute of the day (Tashkent) the clock stands at. */
  minute: number;
  /** Where the embedded window ends (its blocks only), `null` for the whole day. */
  cutTo: number | null;
  details: boolean;
  onOpen: (programme: OpenProgramme) => void;
}) {
  const t = useT('schedule', 'kit.schedule');
  const { lang } = useRuntime();
  const name = pickText(channel.title, lang);
  const day = dayState(items ?? [], isToday, minute * 60);
  return (
    <li className="w-grid__row">
      <h2 className="w-grid__channel">
        <Link to={href('app.schedule.view', { id: channel._id }, { date: isToday ? undefined : date })}>
          <ChannelPhoto
            photo={channel.photo}
            name={name}
            channel={channel._id}
            color={channel.color}
            alt=""
            className="w-grid__logo"
            width={40}
            height={40}
            placeholder="span"
          />
          <span className="w-grid__name">{name}</span>
        </Link>
      </h2>
      {day.line.length === 0 ? (
        <p className="w-grid__empty">{t('schedule.empty')}</p>
      ) : (
        <ol className="w-grid__line">
          {day.line.map((item) =>
            // In a window, the entry after it only ends its last block.
            cutTo !== null && item.start >= cutTo ? null : (
              <Block
                key={item.start}
                item={item}
                live={item.index === day.current}
                past={isToday && item.finish <= minute}
                details={details}
                onDetails={(programme) =>
                  onOpen({ ...programme, channel: channel._id, channelName: name, date })
                }
              />
            ),
          )}
        </ol>
      )}
    </li>
  );
});

/** One programme of the grid: placed and sized in minutes (grid.ts), its marks and details button. */
function Block({
  item,
  live,
  past,
  details,
  onDetails,
}: {
  item: TimedEntry<ScheduleItem>;
  live: boolean;
  past: boolean;
  details: boolean;
  onDetails: (programme: Omit<OpenProgramme, 'channel' | 'channelName' | 'date'>) => void;
}) {
  const t = useT('schedule', 'kit.schedule');
  const { lang } = useRuntime();
  const { entry } = item;
  const title = pickText(entry.title, lang);
  // Catch-up: a programme that has ended and whose recording is published (never the live one).
  const archive = !live && entry.archive ? entry.archive : null;
  const body = (
    <>
      {/* Plain text: hundreds of blocks (the day list and the dialog carry <time>). The time and
          the title are styled by position (schedule.css): no class repeated in every block. */}
      <span>{`${formatHHmm(item.start)}–${formatHHmm(item.finish)}`}</span> <span>{title}</span>
    </>
  );
  const className = `w-grid__block${live ? ' w-grid__block--live' : past ? ' w-grid__block--past' : ''}`;
  return (
    <li
      className={className}
      style={blockVars(item.start, item.finish) as CSSProperties}
      aria-current={live ? 'true' : undefined}
    >
      {entry.broadcast ? (
        <Link to={href('app.broadcast.view', { id: entry.broadcast })}>{body}</Link>
      ) : (
        <span>{body}</span>
      )}
      {/* The marks' row is reserved by the block's grid: before hydration most blocks have none. */}
      {(live || archive || details) && (
        <span className="w-grid__marks">
          {live && <span className="w-schedule__badge">{t('schedule.onAir')}</span>}
          {archive && (
            // Its name starts with the word it shows (WCAG 2.5.3, issue 24 defect 10).
            <Link
              className="w-grid__recording"
              to={href('app.archive.view', { id: archive })}
              aria-label={`${t('schedule.recording')}: ${title}`}
            >
              {t('schedule.recording')}
            </Link>
          )}
          {details && (
            <button
              type="button"
              className="w-grid__more"
              aria-haspopup="dialog"
              aria-label={`${t('schedule.details')}: ${title}`}
              onClick={() =>
                onDetails({
                  title,
                  start: item.start,
                  finish: item.finish,
                  broadcast: entry.broadcast,
                  archive,
                  live,
                })
              }
            >
              {/* An «i» in a ring, drawn by the stylesheet: no SVG repeated in hundreds of blocks. */}
              <span className="w-grid__info" aria-hidden="true" />
            </button>
          )}
        </span>
      )}
    </li>
  );
}
