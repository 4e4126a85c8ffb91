import { countParam, filterParam, headingParam, slugParam, typeParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('archiveList', 1, {
  type: typeParam('Type (TV when not given)'),
  channel: slugParam('Channel'),
  category: slugParam('Category (of the broadcast)'),
  broadcast: slugParam('Broadcast'),
  count: countParam(PAGE_SIZE.archive, 'Recordings per page'),
  title: headingParam(),
  filter: filterParam(),
});

export type ArchiveListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'archiveList',
  title: { uz: 'Архив рўйхати', ru: 'Список архива', en: 'Archive list', oz: 'Arxiv ro‘yxati' },
  category: 'media',
  schema,
  defaults: { count: PAGE_SIZE.archive },
  examples: [
    { name: 'The archive, 100 a page', params: { count: PAGE_SIZE.archive } },
    {
      name: 'Latest radio recordings with a heading',
      params: {
        type: 'radio',
        count: 8,
        filter: false,
        title: { uz: 'Радио архиви', ru: 'Архив радио', en: 'Radio archive', oz: 'Radio arxivi' },
      },
    },
  ],
});
