import { API_PREFIX } from '@core/api-prefix';
import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Broadcast } from '@core/schemas/content';
import { formatHHmm, TASHKENT_OFFSET_MS } from '@core/time';
import { useEffect, useRef } from 'react';
import { RemindButton } from '../_kit/reminders/RemindButton';
import { useMinuteClock, useNeed, useRuntime } from '../runtime';

/** The programme whose details are open: what the grid or the list already knows of it. */
export interface OpenProgramme {
  title: string;
  channel: string;
  channelName: string;
  /** The Tashkent date of the day shown (YYYY-MM-DD). */
  date: string;
  /** Minutes since midnight (Tashkent). */
  start: number;
  finish: number;
  broadcast: string | null;
  /** The published recording (catch-up), if any. */
  archive: string | null;
  live: boolean;
}

/** The entry's iCalendar (issue 26): `schedule/{channel}/{date}/{HHmm}.ics`, in the page's language. */
function calendarUrl(product: string, open: OpenProgramme, lang: string): string {
  const file = `${formatHHmm(open.start).replace(':', '')}.ics`;
  const path = `${API_PREFIX}/${product}/schedule/${encodeURIComponent(open.channel)}/${open.date}/${file}`;
  return lang === 'uz' ? path : `${path}?lang=${lang}`;
}

/** The instant the programme starts (its Tashkent date and minutes). */
const startsAt = (open: OpenProgramme) =>
  Date.parse(`${open.date}T00:00:00Z`) + open.start * 60_000 - TASHKENT_OFFSET_MS;

/**
 * A programme's details on demand (issue 24): one modal dialog for the whole schedule, filled with
 * the programme asked for; its description is read when it opens (`broadcast/{id}.json`), never
 * embedded with the day (the grid would carry hundreds). The native dialog gives the modal focus
 * trap, Escape and the focus back to the button that opened it.
 */
export function ProgrammeDialog({ open, onClose }: { open: OpenProgramme | null; onClose: () => void }) {
  const t = useT('schedule', 'kit.schedule');
  const { lang, product } = useRuntime();
  const ref = useRef<HTMLDialogElement>(null);
  const now = useMinuteClock();
  const broadcast = useNeed<Broadcast>(
    open?.broadcast ? { path: `${product}/broadcast/${encodeURIComponent(open.broadcast)}.json` } : null,
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const description = broadcast.data?.data ? pickText(broadcast.data.data.description, lang) : '';
  return (
    <dialog
      ref={ref}
      className="w-schedule__dialog"
      // Named by the programme it shows: no id linking it to its heading (the dialog is rendered
      // by the server, its heading only in the browser; a useId could differ between the two).
      aria-label={open?.title}
      // Escape, or the form's close button: the dialog closes itself, the state follows.
      onClose={onClose}
    >
      {open && (
        <div className="w-schedule__dialog-body">
          <div className="w-schedule__dialog-head">
            <h2 className="w-schedule__dialog-title">{open.title}</h2>
            <form method="dialog">
              <button type="submit" className="w-schedule__close">
                {t('schedule.close')}
              </button>
            </form>
          </div>
          <p className="w-schedule__dialog-meta">
            {open.channelName} · <time>{formatHHmm(open.start)}</time>–<time>{formatHHmm(open.finish)}</time>
            {open.live && (
              <>
                {' '}
                <span className="w-schedule__badge">{t('schedule.onAir')}</span>
              </>
            )}
          </p>
          <p
            className="w-schedule__description"
            aria-live="polite"
            aria-busy={open.broadcast !== null && broadcast.isPending}
          >
            {open.broadcast === null || broadcast.isError || (broadcast.isSuccess && !description)
              ? t('schedule.noDescription')
              : description}
          </p>
          <p className="w-schedule__dialog-links">
            {open.broadcast && (
              <Link className="w-schedule__action" to={href('app.broadcast.view', { id: open.broadcast })}>
                {t('schedule.programme')}
              </Link>
            )}
            <a
              className="w-schedule__action"
              href={calendarUrl(product, open, lang)}
              download
              aria-label={`${t('schedule.addToCalendar')}: ${open.title}`}
            >
              {t('schedule.addToCalendar')}
            </a>
            {open.archive && !open.live && (
              <Link
                className="w-schedule__action"
                to={href('app.archive.view', { id: open.archive })}
                aria-label={`${t('schedule.recording')}: ${open.title}`}
              >
                {t('schedule.recording')}
              </Link>
            )}
          </p>
          {!open.live && startsAt(open) > now && (
            <RemindButton
              key={`${open.channel}/${open.date}/${open.start}`}
              target={{ channel: open.channel, date: open.date, time: formatHHmm(open.start) }}
              title={open.title}
            />
          )}
        </div>
      )}
    </dialog>
  );
}
