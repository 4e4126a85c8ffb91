import { onAirNeed } from '../_kit/schedule/onAirNeed';
import type { DataNeed, LoadContext } from '../types';
import type { HeroParams } from './meta';

/**
 * Every channel's on-air answer, the need of the home's now/next rail (`onAir` without a type):
 * one read for both, embedded once; of the pictures, the page embeds the hero channel's.
 */
export function heroData(params: HeroParams, ctx: LoadContext): DataNeed {
  return onAirNeed({ pictured: params.channel }, ctx);
}

export const load = (params: HeroParams, ctx: LoadContext): DataNeed[] => [heroData(params, ctx)];
