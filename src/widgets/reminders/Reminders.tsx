import { useT } from '@core/i18n/react';
import { INTL_LOCALE } from '@core/lang';
import { Link } from '@core/router';
import type { Reminder } from '@core/schemas/reminders';
import { useCallback, useEffect, useState } from 'react';
import { readReminders, reminderHeaders, reminderPath } from '../_kit/reminders/device';
import { PushPrompt } from '../_kit/reminders/PushPrompt';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { RemindersParams } from './meta';
import '../_kit/reminders/reminders.css';
import './reminders.css';

/** The height reserved while the list is read (the server renders no one's reminders). */
const LIST_HEIGHT = '16rem';

type List = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: Reminder[] };

/**
 * "My Efir" reminders (issue 28): the account's coming reminders, else this device's, soonest
 * first, each with its calendar file and a cancel button; and push for this device. The server
 * renders a box of the list's height: reminders are read in the browser (they need the device key
 * of local storage, or the session).
 */
export default function Reminders(_: WidgetProps<RemindersParams>) {
  const t = useT('reminders');
  const runtime = useRuntime();
  const session = useSession();
  const [list, setList] = useState<List>({ state: 'loading' });
  const [note, setNote] = useState('');
  const known = session.status === 'known';
  const token = known ? session.token() : null;

  const load = useCallback(async () => {
    try {
      setList({ state: 'ready', items: await readReminders(token, runtime.lang) });
    } catch {
      setList({ state: 'failed' });
    }
  }, [token, runtime.lang]);

  useEffect(() => {
    if (known) void load();
  }, [known, load]);

  const cancel = async (reminder: Reminder) => {
    try {
      const answer = await runtime.send<{ message: string }>(
        'DELETE',
        `${reminderPath(reminder._id)}?lang=${runtime.lang}`,
        undefined,
        {
          quiet: true,
          headers: reminderHeaders(token),
        },
      );
      setNote(answer.message);
    } catch {
      setNote(t('reminders.cancelFailed'));
    }
    await load();
  };

  const when = new Intl.DateTimeFormat(INTL_LOCALE[runtime.lang], {
    timeZone: 'Asia/Tashkent',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  return (
    <section className="w-reminders" aria-label={t('reminders.label')}>
      <p className="w-reminders__intro">{session.user ? t('reminders.account') : t('reminders.device')}</p>
      {list.state === 'loading' && (
        <div className="w-reminders__waiting" style={{ minHeight: LIST_HEIGHT }} />
      )}
      {list.state === 'failed' && <p role="alert">{t('reminders.failed')}</p>}
      {list.state === 'ready' && list.items.length === 0 && <p>{t('reminders.empty')}</p>}
      {list.state === 'ready' && list.items.length > 0 && (
        <ul className="w-reminders__list">
          {list.items.map((r) => (
            <li key={r._id} className="w-reminders__item">
              <div className="w-reminders__what">
                <Link className="w-reminders__title" to={r.path}>
                  {r.title}
                </Link>
                <span className="w-reminders__meta">
                  {r.channelTitle} · <time dateTime={r.startAt}>{when.format(new Date(r.startAt))}</time>
                </span>
              </div>
              <div className="w-reminders__actions">
                <a
                  className="k-remind__secondary"
                  href={r.calendar}
                  download
                  aria-label={`${t('reminders.calendar')}: ${r.title}`}
                >
                  {t('reminders.calendar')}
                </a>
                <button
                  type="button"
                  className="k-remind__secondary"
                  aria-label={`${t('reminders.cancel')}: ${r.title}`}
                  onClick={() => void cancel(r)}
                >
                  {t('reminders.cancel')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="k-remind__status" role="status">
        {note}
      </p>
      <PushPrompt active={list.state === 'ready' && list.items.length > 0} />
    </section>
  );
}
