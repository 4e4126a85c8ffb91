import { answerWith, PICTURE_FIELDS } from '@core/first-read';
import { SLIDE_COUNT } from '@core/slider';
import type { DataNeed, LoadContext } from '../types';
import type { AnonsSliderParams } from './meta';

/**
 * The slides (spec §7 `anons/slide.json`: channel, count, rand). The page embeds what a slide
 * shows (`first`): its link, picture, time and title, not its description.
 */
export function anonsSliderNeed(params: AnonsSliderParams, ctx: LoadContext): DataNeed {
  return {
    path: `${ctx.product}/anons/slide.json`,
    query: {
      channel: params.channel,
      count: params.count ?? SLIDE_COUNT,
      rand: params.rand ? true : undefined,
    },
    first: answerWith(['_id', 'title', 'datetime', ['photo', PICTURE_FIELDS]]),
  };
}

export const load = (params: AnonsSliderParams, ctx: LoadContext): DataNeed[] => [
  anonsSliderNeed(params, ctx),
];
