import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('schedule', 1, {
  channel: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'Channel (otherwise from the route or ?channel=)',
    }),
  ),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, title: 'Entries around the current one' })),
});

export type ScheduleParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'schedule',
  title: { uz: 'Кўрсатувлар жадвали', ru: 'Программа передач', en: 'Schedule', oz: 'Ko‘rsatuvlar jadvali' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'Every channel, or the channel of the route', params: {} },
    { name: 'One channel', params: { channel: 'yoshlar' } },
    { name: 'One channel, seven entries', params: { channel: 'uzbekistan', count: 7 } },
  ],
});
