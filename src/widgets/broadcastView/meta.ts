import { countParam, slugParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('broadcastView', 1, {
  item: slugParam('Broadcast (otherwise the :id or broadcastId of the route)'),
  episodes: countParam(PAGE_SIZE.episodes, 'Episodes per page'),
});

export type BroadcastViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'broadcastView',
  title: { uz: 'Кўрсатув ҳақида', ru: 'О передаче', en: 'About the broadcast', oz: 'Ko‘rsatuv haqida' },
  category: 'broadcast',
  schema,
  defaults: { episodes: PAGE_SIZE.episodes },
  examples: [
    { name: 'The broadcast of the route', params: { episodes: PAGE_SIZE.episodes } },
    { name: 'Four episodes a page', params: { episodes: 4 } },
  ],
});
