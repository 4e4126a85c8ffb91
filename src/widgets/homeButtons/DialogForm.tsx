import { useT } from '@core/i18n/react';
import { preloadable, usePreloaded } from '@core/preloadable';
import type { FormName } from '@core/schemas/forms';
import { Suspense } from 'react';
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
