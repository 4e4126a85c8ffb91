import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';
import { FILTERS } from './data';

export const schema = listSchema('archiveList', 1, {
  filters: FILTERS,
  titles: { type: 'Type (TV when not given)', category: 'Category (of the broadcast)' },
  pageSize: PAGE_SIZE.archive,
  countTitle: 'Recordings per page',
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
