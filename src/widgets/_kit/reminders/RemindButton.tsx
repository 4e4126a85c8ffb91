import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Reminder, ReminderBody } from '@core/schemas/reminders';
import { useState } from 'react';
import { httpStatus, useRuntime } from '../../runtime';
import { useSession } from '../../session';
import { REMINDERS_PATH, reminderHeaders } from './device';
import { PushPrompt } from './PushPrompt';
import './reminders.css';

type Phase = 'idle' | 'sending' | 'set' | 'failed';

/**
 * "Remind me" (issue 28): sets a reminder of one schedule entry or of a broadcast's next entries
 * for the account, else for this device. Once it is set, `PushPrompt` asks whether to notify this
 * device (the browser's own permission prompt only after a yes).
 */
export function RemindButton({ target, title }: { target: ReminderBody; title: string }) {
  const t = useT('kit.reminders');
  const runtime = useRuntime();
  const session = useSession();
  const [phase, setPhase] = useState<Phase>('idle');
  const [count, setCount] = useState(0);
  const [note, setNote] = useState('');
  const action = 'broadcast' in target ? t('remind.broadcast') : t('remind.action');

  const remind = async () => {
    if (phase === 'sending') return;
    setPhase('sending');
    setNote('');
    try {
      const answer = await runtime.send<{ data: Reminder[] }>(
        'POST',
        `${REMINDERS_PATH}?lang=${runtime.lang}`,
        target,
        { quiet: true, headers: reminderHeaders(session.token()) },
      );
      setCount(answer.data.length);
      setPhase('set');
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      setNote(
        httpStatus(error) !== undefined && typeof message === 'string' && message
          ? message
          : t('remind.failed'),
      );
      setPhase('failed');
    }
  };

  return (
    <div className="k-remind">
      {phase !== 'set' && (
        <button
          type="button"
          className="k-remind__button"
          aria-label={`${action}: ${title}`}
          aria-disabled={phase === 'sending' || undefined}
          onClick={() => void remind()}
        >
          {action}
        </button>
      )}
      <p className="k-remind__status" role="status">
        {phase === 'set' && (
          <>
            {count > 1 ? t('remind.setMany', { n: count }) : t('remind.set')}{' '}
            <Link to={href('app.myefir.reminders')}>{t('remind.mine')}</Link>
          </>
        )}
        {phase === 'failed' && note}
      </p>
      <PushPrompt active={phase === 'set'} />
    </div>
  );
}
