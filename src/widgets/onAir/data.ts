import { onAirNeed } from '../_kit/schedule/onAirNeed';
import type { DataNeed, LoadContext } from '../types';
import type { OnAirParams } from './meta';

/** The on-air answer of the type asked for (all channels without one): `onAirNeed`. */
export function onAirData(params: OnAirParams, ctx: LoadContext): DataNeed {
  return onAirNeed({ type: params.type }, ctx);
}

export const load = (params: OnAirParams, ctx: LoadContext): DataNeed[] => [onAirData(params, ctx)];
