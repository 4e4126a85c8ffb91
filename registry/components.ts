import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WidgetProps } from './types';

type Lazy = LazyExoticComponent<ComponentType<WidgetProps<never>>>;

/**
 * The components of the registry, each loaded lazily so that a page downloads only the
 * widgets it shows. The page template (`stateLayout`) is rendered by render.tsx directly.
 */
export const COMPONENTS: Readonly<Record<string, Lazy>> = {
  title: lazy(() => import('./title/Title')),
  text: lazy(() => import('./text/Text')),
  line: lazy(() => import('./line/Line')),
  iconbox: lazy(() => import('./iconbox/Iconbox')),
  accordion: lazy(() => import('./accordion/Accordion')),
  tabs: lazy(() => import('./tabs/Tabs')),
  gallery: lazy(() => import('./gallery/Gallery')),
  channelList: lazy(() => import('./channelList/ChannelList')),
  channelView: lazy(() => import('./channelView/ChannelView')),
  onAir: lazy(() => import('./onAir/OnAir')),
  schedule: lazy(() => import('./schedule/Schedule')),
};
