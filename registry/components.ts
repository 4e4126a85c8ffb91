import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WidgetProps } from './types';

type Lazy = LazyExoticComponent<ComponentType<WidgetProps<never>>>;

/**
 * The components of the registry, each loaded lazily so that a page downloads only the
 * widgets it shows. The page template (`stateLayout`) is rendered by render.tsx directly.
 */
export const COMPONENTS: Readonly<Record<string, Lazy>> = {
  title: lazy(() => import('./title/Title')),
};
