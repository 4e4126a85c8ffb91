import { DATA_LOADS } from './loads.gen';
import type { WidgetLoad } from './types';

/**
 * What each widget that reads data reads: the `load` of its `data.ts` (loads.gen.ts, written by
 * scripts/gen-widgets.mjs from the folders); widgets without one read nothing. Light on purpose
 * (no schemas): the browser imports it to prefetch a page's data on a transition.
 */
export const LOADS: Readonly<Record<string, WidgetLoad<never>>> = DATA_LOADS;
