import { useT } from '@core/i18n/react';
import { preloadable, usePreloaded } from '@core/preloadable';
import type { FormName } from '@core/schemas/forms';
import { Suspense, useEffect, useRef } from 'react';
import type { RequestFormPanelProps } from '../_kit/requests/RequestFormPanel';
import { loadPartTexts } from '../texts';

/**
 * The request form's code (its schemas and checker) loads only when a dialog first asks for it:
 * the home page does not pay for forms nobody opens. The module is the requestForm widget's, so a
 * page that also places the widget loads it once. Its texts (the forms', the requests') load with
 * it: the home page does not carry them.
 */
const Panel = preloadable<RequestFormPanelProps>(() =>
  Promise.all([
    import('../_kit/requests/RequestFormPanel'),
    loadPartTexts('_kit/requests/RequestFormPanel'),
  ]).then(([module]) => ({ default: module.RequestFormPanel })),
);

/** The request form of a home button's dialog, labelled by the dialog's title. */
export function DialogForm({
  form,
  labelledBy,
  onSent,
}: {
  form: FormName;
  labelledBy: string;
  onSent: (message: string) => void;
}) {
  const t = useT('homeButtons');
  const { ready, error } = usePreloaded(Panel, true);
  if (error) return <p role="alert">{t('homeButtons.formUnavailable')}</p>;
  if (!ready) return <div className="w-homeButtons__loading" />;
  return (
    <Suspense fallback={<div className="w-homeButtons__loading" />}>
      <Panel.Component form={form} labelledBy={labelledBy} onSent={onSent} />
    </Suspense>
  );
}

/**
 * What a visitor who is not signed in sees in a button's dialog (log in or sign up), loaded when
 * such a dialog first opens: most of the home page's visitors never open one (issue 23's initial
 * JS budget). Its texts are the account kit's, which the page carries.
 */
const Prompt = preloadable<{ target: string }>(() =>
  Promise.all([
    import('../_kit/requests/RegistrationPrompt'),
    loadPartTexts('_kit/requests/RegistrationPrompt'),
  ]).then(([module]) => ({ default: module.RegistrationPrompt })),
);

/** The prompt in a dialog; its first link takes the focus when it arrives (the dialog's first control). */
export function DialogPrompt({ target }: { target: string }) {
  const { ready } = usePreloaded(Prompt, true);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready) box.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [ready]);
  return <div ref={box}>{ready && <Prompt.Component target={target} />}</div>;
}
