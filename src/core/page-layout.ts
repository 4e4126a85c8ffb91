/* The builders of the default page layouts (src/core/pages.ts): a placed widget, a heading, a page. */
import type { I18nText } from './lang';
import { ROUTE_BY_STATE } from './routes';
import type { PlacedComponent, StateLayout } from './schemas/layout';

/** A title or text in the four languages, in the order uz, ru, en, oz. */
export const t = (uz: string, ru: string, en: string, oz: string): I18nText => ({ uz, ru, en, oz });

export function place(
  id: string,
  component: string,
  params: Record<string, unknown>,
  container = 'main',
): PlacedComponent {
  return { id, component, version: 1, params, container };
}

export function heading(state: string): PlacedComponent {
  return place('heading', 'title', { text: ROUTE_BY_STATE.get(state)?.title ?? {}, level: 1 });
}

export function layout(
  state: string,
  template: 'one-column' | 'main-sidebar',
  components: PlacedComponent[],
  order = 999,
): StateLayout {
  return {
    title: ROUTE_BY_STATE.get(state)?.title ?? {},
    state,
    order,
    layout: { component: 'stateLayout', params: { layout: template, components } },
    is_new: false,
    regeneration: false,
  };
}
