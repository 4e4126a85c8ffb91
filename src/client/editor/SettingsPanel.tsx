import { whenIdle } from '@core/idle';
import { preloadable, usePreloaded } from '@core/preloadable';
import type { PlacedComponent } from '@core/schemas/layout';
import type { WidgetMeta } from '@widgets/types';
import { useEffect } from 'react';
import type { InspectorProps } from './Inspector';
import type { EditorT } from './i18n';

/**
 * The settings form (rjsf, its schema checker, markdown-to-jsx: two thirds of the editor's code)
 * in a chunk of its own: fetched with the editor's (src/server/ssr/assets.ts), evaluated once the
 * canvas is up, so an editor of hundreds of widgets opens without waiting for it.
 */
const INSPECTOR = preloadable<InspectorProps>(() => import('./Inspector'));

/** The settings form's chunk: loaded when the browser is next idle, or at once when `wanted`. */
export function useInspector(wanted: boolean) {
  const inspector = usePreloaded(INSPECTOR, wanted);
  useEffect(() => whenIdle(() => void INSPECTOR.load().catch(() => {})), []);
  return inspector;
}

interface SettingsPanelProps {
  inspector: ReturnType<typeof useInspector>;
  placed: PlacedComponent | undefined;
  meta: WidgetMeta | undefined;
  name: string;
  serverErrors: ReadonlyMap<string, string>;
  onChange: InspectorProps['onChange'];
  t: EditorT;
}

/** The selected widget's settings, a word while their form loads, or a hint when none is selected. */
export function SettingsPanel({
  inspector,
  placed,
  meta,
  name,
  serverErrors,
  onChange,
  t,
}: SettingsPanelProps) {
  if (!placed || !meta) return <p className="editor-panel__hint">{t('inspector.none')}</p>;
  if (!inspector.ready)
    return (
      <p className="editor-panel__hint" role="status">
        {inspector.error ? t('error.generic', { message: inspector.error.message }) : t('bar.loading')}
      </p>
    );
  return (
    <INSPECTOR.Component
      placed={placed}
      meta={meta}
      name={name}
      serverErrors={serverErrors}
      onChange={onChange}
      t={t}
    />
  );
}
