import { deepFreeze } from '@core/freeze';
import type { PlacedComponent, StateLayout } from '@core/schemas/layout';
import { WIDGET_META } from '@widgets/meta';
import { checkLayout } from '@widgets/validate';

/** Test helpers (imported only by *.test.ts). */

/** Freezes a value deeply, so any mutation by an operation throws (modules run in strict mode). */
export { deepFreeze };

/** The issues checkLayout finds (empty when valid), as readable strings. */
export function layoutIssues(layout: StateLayout): string[] {
  const check = checkLayout(layout, WIDGET_META);
  return check.ok ? [] : check.issues.map((i) => `${i.path}: ${i.message}`);
}

const i18n = (en: string) => ({ uz: en, ru: en, en, oz: en });

export function placed(
  id: string,
  component: string,
  container: string,
  params: Record<string, unknown> = {},
): PlacedComponent {
  return { id, component, version: 1, params, container };
}

/**
 * A main-sidebar page whose flat order interleaves regions:
 * top [a], main [b, c, d], aside [e, g], bottom [f].
 */
export function samplePage(): StateLayout {
  return deepFreeze({
    title: i18n('Sample'),
    state: 'app.index',
    order: 999,
    layout: {
      component: 'stateLayout',
      params: {
        layout: 'main-sidebar',
        components: [
          placed('a', 'title', 'top', { text: i18n('A'), level: 1 }),
          placed('b', 'text', 'main', { text: i18n('B'), format: 'plain' }),
          placed('e', 'line', 'aside'),
          placed('c', 'text', 'main', { text: i18n('C'), format: 'plain' }),
          placed('g', 'title', 'aside', { text: i18n('G'), level: 2 }),
          placed('d', 'iconbox', 'main', { icon: 'info', title: i18n('D') }),
          placed('f', 'line', 'bottom'),
        ],
      },
    },
    is_new: false,
    regeneration: false,
  } satisfies StateLayout);
}

export const idsIn = (layout: StateLayout, container: string): string[] =>
  layout.layout.params.components.filter((c) => c.container === container).map((c) => c.id);

export const allIds = (layout: StateLayout): string[] => layout.layout.params.components.map((c) => c.id);
