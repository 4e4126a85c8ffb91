import { useT } from '@core/i18n/react';
import { useEffect, useId, useState } from 'react';
import { useRuntime } from '../../runtime';
import { useSession } from '../../session';
import { enablePush, pushSupport } from './device';

export type PushState = 'ask' | 'asking' | 'on' | 'denied' | 'failed' | 'none';

/**
 * The site's own consent prompt for push on this device (issue 28), shown before the browser's
 * permission request, which comes only after "Turn on notifications". A browser that granted it
 * already is subscribed without a question; one that refused it is told reminders still work in
 * the list and the calendar. Renders nothing where push is not offered (or until `active`).
 */
export function PushPrompt({ active }: { active: boolean }) {
  const t = useT('kit.reminders');
  const runtime = useRuntime();
  const session = useSession();
  const [state, setState] = useState<PushState>('none');
  const titleId = useId();

  const turnOn = async () => {
    setState('asking');
    try {
      const ok = await enablePush(
        (method, path, body, headers) => runtime.send(method, path, body, { quiet: true, headers }),
        session.token(),
      );
      setState(ok ? 'on' : 'denied');
    } catch {
      setState('failed');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when it becomes active
  useEffect(() => {
    if (!active) return;
    const support = pushSupport();
    if (support === 'default') setState('ask');
    else if (support === 'granted') void turnOn();
    else if (support === 'denied') setState('denied');
  }, [active]);

  if (state === 'ask' || state === 'asking')
    return (
      <section className="k-remind__consent" aria-labelledby={titleId}>
        <h2 id={titleId} className="k-remind__consent-title">
          {t('remind.consentTitle')}
        </h2>
        <p>{t('remind.consentText')}</p>
        <p className="k-remind__consent-actions">
          <button
            type="button"
            className="k-remind__button"
            aria-disabled={state === 'asking' || undefined}
            onClick={() => state === 'ask' && void turnOn()}
          >
            {t('remind.consentYes')}
          </button>
          <button type="button" className="k-remind__secondary" onClick={() => setState('none')}>
            {t('remind.consentNo')}
          </button>
        </p>
      </section>
    );
  const note =
    state === 'on'
      ? t('remind.pushOn')
      : state === 'denied'
        ? t('remind.pushDenied')
        : state === 'failed'
          ? t('remind.pushFailed')
          : '';
  return (
    <p className="k-remind__status" role="status">
      {note}
    </p>
  );
}
