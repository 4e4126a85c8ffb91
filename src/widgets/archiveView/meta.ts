import Type from 'typebox';
import { slugParam } from '../_kit/list/params';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('archiveView', 1, {
  item: slugParam('Recording (otherwise the :id of the route)'),
  /** Spec §9: the archive player autoplays; off, it waits for a press of play. */
  autoplay: Type.Optional(Type.Boolean({ title: 'Play at once (spec §9: autoplay)' })),
});

export type ArchiveViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'archiveView',
  title: { uz: 'Архив ёзуви', ru: 'Запись из архива', en: 'Archive recording', oz: 'Arxiv yozuvi' },
  category: 'media',
  schema,
  defaults: {},
  examples: [
    { name: 'The recording of the route', params: {} },
    { name: 'A recording that waits for play', params: { autoplay: false } },
  ],
});
